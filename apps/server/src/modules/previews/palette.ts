/**
 * Colours of the images, the web app's design tokens in their light set (apps/web/src/styles.css,
 * Tailwind's stone and sky scales) written out: an image has no CSS variables.
 */
export const COLOURS = {
  page: '#1c1917',
  pageLight: '#292524',
  ink: '#1c1917',
  muted: '#57534e',
  faint: '#a8a29e',
  onDark: '#fafaf9',
  onDarkMuted: '#d6d3d1',
  line: '#44403c',
  sunken: '#f5f5f4',
  frame: '#44403c',
  frameStrong: '#292524',
  accent: '#7dd3fc',
  warnTint: '#fffbeb',
  warnLine: '#fbbf24',
  infoTint: '#f0f9ff',
  infoLine: '#7dd3fc',
} as const
