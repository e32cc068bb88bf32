import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DICE } from '@ashes/game'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../src/config.ts'
import { DIE_SYMBOLS } from '../src/modules/previews/symbols.ts'

// The previews draw the dice the web app shows: one drawing per magic, in two places (CSS
// cannot import it), held equal here.
const css = readFileSync(join(REPO_ROOT, 'apps/web/src/components/icons.css'), 'utf8')

describe('die symbols of the previews', () => {
  it.each(DICE)('draw %s as the web app’s icon does', (die) => {
    const rule = new RegExp(
      `\\.die-${die} \\{\\s*--die-symbol: url\\("data:image/svg\\+xml,<svg[^>]*>(.*?)</svg>"\\)`,
    )
    const body = rule.exec(css)?.[1]
    expect(body, die).toBeDefined()
    expect(DIE_SYMBOLS[die]).toBe(body?.replaceAll("'", '"'))
  })
})
