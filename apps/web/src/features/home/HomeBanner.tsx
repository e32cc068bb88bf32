import { MAIN_SITE_URL } from '../../lib/config.ts'
import { HOME_BANNER_SIZE, HOME_BANNER_URL } from '../../lib/media.ts'
import { useImageState } from '../../lib/useImageState.ts'

const TITLE = 'Ashes Reborn: Rise of the Phoenixborn'
const TAGLINE = 'Get the game and its expansions from Plaid Hat Games'

/**
 * The banner link: the media host's image over a drawn banner of the same size. The drawn one
 * shows until the image has loaded, and stays when it cannot, so there is never a broken image
 * or an empty box (nor a jump in the layout).
 */
export function HomeBanner() {
  const { image, img } = useImageState()
  return (
    <a
      href={MAIN_SITE_URL}
      rel="noopener"
      className="relative block aspect-[4/1] md:aspect-[6/1] overflow-hidden rounded-lg bg-gradient-to-r from-banner via-red-950 to-orange-800 text-white"
      data-banner={image}
    >
      <span
        className="flex h-full flex-col justify-center gap-1 px-4 sm:px-8"
        aria-hidden={image === 'shown'}
      >
        <span className="text-lg font-bold sm:text-3xl">{TITLE}</span>
        <span className="text-xs text-orange-100 sm:text-base">{TAGLINE}</span>
      </span>
      {image === 'failed' ? null : (
        <img
          src={HOME_BANNER_URL}
          alt={image === 'shown' ? `${TITLE}. ${TAGLINE}` : ''}
          width={HOME_BANNER_SIZE.width}
          height={HOME_BANNER_SIZE.height}
          decoding="async"
          {...img}
          className={`absolute inset-0 size-full object-cover ${image === 'shown' ? '' : 'opacity-0'}`}
        />
      )}
    </a>
  )
}
