import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

type Weight = 400 | 600 | 700
type Style = 'normal' | 'italic'

/** One font file of a @fontsource package: a subset of its letters in one weight and style. */
interface Face {
  /** A family of its own per subset: satori falls back from one to the next, by this order. */
  name: string
  file: string
  weight: Weight
  style: Style
}

/** Inter's faces the previews use (card text in italic, names in 600 and 700). */
const INTER_FACES = [
  [400, 'normal'],
  [400, 'italic'],
  [600, 'normal'],
  [700, 'normal'],
  [700, 'italic'],
] as const

/**
 * The scripts players write in titles and names, with the fonts that draw them (all OFL-1.1):
 * Inter for Latin, Cyrillic, Greek and Vietnamese (the package the site already had), Noto Sans
 * Arabic and Hebrew (satori lays these right to left and joins Arabic letters) in a regular and a
 * bold (the nearest is used for 600 and italic), and Noto Emoji, monochrome, in one weight:
 * 1.2 MB of fonts in all, read once per drawing worker (its first drawing takes some 2 s more to
 * parse them; workers are kept), and some 20 ms more of layout per drawing than Latin alone.
 * CJK is left out: Noto Sans SC alone is 4.6 MB a weight (a 76 MB package), and Japanese, Korean
 * and Traditional Chinese would each add as much; Thai, Devanagari and the rest are left out
 * alike. A run of their letters is drawn as one `…` (render.ts, drawable).
 */
const PACKAGES = [
  {
    pkg: 'inter',
    subsets: ['latin', 'latin-ext'],
    faces: INTER_FACES,
    file: (subset: string, weight: Weight, style: Style) =>
      `inter-${subset}-${weight}-${style}.woff`,
  },
  {
    // Titles and names only (card text is Latin): a regular and a bold, as for Arabic below.
    pkg: 'inter',
    subsets: ['cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'],
    faces: [
      [400, 'normal'],
      [700, 'normal'],
    ],
    file: (subset: string, weight: Weight, style: Style) =>
      `inter-${subset}-${weight}-${style}.woff`,
  },
  {
    pkg: 'noto-sans-arabic',
    subsets: ['arabic'],
    faces: [
      [400, 'normal'],
      [700, 'normal'],
    ],
    file: (subset: string, weight: Weight) => `noto-sans-arabic-${subset}-${weight}-normal.woff`,
  },
  {
    pkg: 'noto-sans-hebrew',
    subsets: ['hebrew'],
    faces: [
      [400, 'normal'],
      [700, 'normal'],
    ],
    file: (subset: string, weight: Weight) => `noto-sans-hebrew-${subset}-${weight}-normal.woff`,
  },
  {
    // The whole font in one file ("emoji"); unicode.json lists it in slices, read for coverage.
    pkg: 'noto-emoji',
    subsets: ['emoji'],
    faces: [[400, 'normal']],
    file: () => 'noto-emoji-emoji-400-normal.woff',
  },
] as const

/** Every face, in the order satori tries them: Inter's Latin first (the family styles name). */
function previewFaces(): Face[] {
  return PACKAGES.flatMap(({ pkg, subsets, faces, file }) =>
    subsets.flatMap((subset) =>
      faces.map(([weight, style]) => ({
        // satori's default family (styles say fontFamily: 'Inter') is the first one.
        name: subset === 'latin' ? 'Inter' : `${pkg} ${subset}`,
        file: require.resolve(`@fontsource/${pkg}/files/${file(subset, weight, style)}`),
        weight,
        style,
      })),
    ),
  )
}

/** The faces' bytes, for satori (which reads WOFF, not WOFF2). */
export const previewFonts = () =>
  previewFaces().map(({ file, ...face }) => ({ ...face, data: readFileSync(file) }))

/** The code points the loaded fonts cover, as @fontsource lists them (`U+0100-02BA,...`). */
export function coveredRanges(): [number, number][] {
  return PACKAGES.flatMap(({ pkg, subsets }) => {
    const listed: Record<string, string> = JSON.parse(
      readFileSync(require.resolve(`@fontsource/${pkg}/unicode.json`), 'utf8'),
    )
    // Noto Emoji's one file holds every slice.
    const lists = pkg === 'noto-emoji' ? Object.values(listed) : subsets.map((s) => listed[s] ?? '')
    return lists.flatMap((list) =>
      list.split(',').map((range): [number, number] => {
        const [from = '0', to = from] = range.replace(/U\+/gi, '').split('-')
        return [Number.parseInt(from, 16), Number.parseInt(to, 16)]
      }),
    )
  })
}
