import { phoenixbornHue, phoenixbornInitials } from '@ashes/game'
import { cardSliceUrl, phoenixbornBadgeUrl } from '../../lib/media.ts'
import { useImageState } from '../../lib/useImageState.ts'

/**
 * The box each kind of art fills. The box, not the file, sets the size (the image covers it), so
 * the space is reserved before anything loads and nothing below it moves.
 */
const SHAPES = {
  badge: { url: phoenixbornBadgeUrl, width: 96, height: 96, aspect: 'aspect-square' },
  slice: { url: cardSliceUrl, width: 300, height: 100, aspect: 'aspect-[3/1]' },
} as const

export type ArtKind = keyof typeof SHAPES

interface PhoenixbornArtProps {
  phoenixborn: { name: string; stub: string }
  kind: ArtKind
  /** Legacy Phoenixborn have no art at these paths: drawn without asking the host. */
  legacy?: boolean
  /**
   * False: the stand-in alone, the image asked for once this turns true. Asking for an image is
   * work of the frame that draws it (a request each, after its layout): the builder's Phoenixborn
   * picker asks once its first frame is drawn (issue 26 item 6).
   */
  loadImage?: boolean
  className?: string
}

/**
 * The stand-in drawn under the image: shown while it loads and kept when the host fails. Its
 * initials are in the browser's serif face (the generic family alone): Tailwind's serif list
 * (ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif) made Chromium look up each family
 * a device lacks, one request to the browser each, inside the layout of the builder pane's first
 * frame after 'New deck' (issue 26 item 6, a Chromium trace with the fonts category). On Linux
 * both end at the same face (Liberation Serif).
 */
function DrawnPhoenixborn({ phoenixborn }: { phoenixborn: { name: string; stub: string } }) {
  const hue = phoenixbornHue(phoenixborn.stub)
  const background = `radial-gradient(circle at 50% 120%, hsl(${(hue + 40) % 360} 70% 45%), hsl(${hue} 45% 22%) 70%)`
  // Painted through the element's style object, not a style attribute: the page's policy
  // (style-src 'self') refuses attributes in the server's HTML, not styles set by script.
  const paint = (element: HTMLSpanElement | null) => {
    if (element) element.style.background = background
  }
  return (
    <span
      ref={paint}
      aria-hidden="true"
      data-testid="drawn-phoenixborn"
      className="absolute inset-0 flex items-center justify-center [font-family:serif] text-2xl font-bold text-white/90"
    >
      {phoenixbornInitials(phoenixborn.name)}
    </span>
  )
}

/**
 * A Phoenixborn's art from the media host (lazy), over a drawn stand-in of the same box: never a
 * broken image, never a jump. Decorative: the Phoenixborn's name is always shown beside it.
 */
export function PhoenixbornArt(props: PhoenixbornArtProps) {
  // A new Phoenixborn starts its own load (a failed one must not hide the next one's art).
  return <Art key={props.phoenixborn.stub} {...props} />
}

function Art({
  phoenixborn,
  kind,
  legacy = false,
  loadImage = true,
  className = '',
}: PhoenixbornArtProps) {
  const { image, img } = useImageState(legacy ? 'failed' : 'loading')
  const shape = SHAPES[kind]
  return (
    <span
      className={`relative block overflow-hidden rounded ${shape.aspect} ${className}`}
      data-art={image}
    >
      <DrawnPhoenixborn phoenixborn={phoenixborn} />
      {image === 'failed' || !loadImage ? null : (
        <img
          src={shape.url(phoenixborn.stub)}
          alt=""
          width={shape.width}
          height={shape.height}
          loading="lazy"
          decoding="async"
          {...img}
          className={`absolute inset-0 size-full object-cover ${image === 'shown' ? '' : 'opacity-0'}`}
        />
      )}
    </span>
  )
}
