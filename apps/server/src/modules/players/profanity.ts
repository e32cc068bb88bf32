/**
 * Badges are random, public and permanent, so they must not spell anything offensive. A badge is
 * checked after undoing leet-speak (4→a, 3→e, 0→o, ...) and dropping the symbols, against
 * offensive substrings. Short entries cost only a few rejected candidates, so the list errs on
 * the side of blocking.
 */
const BLOCKED = `
2g1c 4r5e 5h1t 5hit a55 anal anus arse ass b00b balls bastard bitch biatch blowjob bollock
bollok boner boob bugger bum butt c0ck chink clit cock coon crap cum cunt damn dick dildo dyke
fag fck feck felch fook fu fuc fuk fux gay goddam gook hell hitler homo hore jap jerk jew jiz
kike kkk knob kum kys lesbo lmao milf muff nazi negro nig nob nutsack orgy paki pedo penis
piss poo porn prick pube puss queer rape rapist retard rimjob scrot semen sex shag shit skank
slut smeg snatch spic spunk stfu suck tard teet tit twat vag wank wetback whore wtf xxx yid 666
69 88 420 1488 sob pms dik cok kok azz phuk phuc shyt sht fvck kunt kawk cawk klit dix ho hoe
gtfo omfg ffs bj kill die dead isis ss pimp thot incel simp cuck jizz nude nsfw wop dago
`
  .trim()
  .split(/\s+/)

// digit or symbol → the letter it imitates
const LEET: Record<string, string> = Object.fromEntries(
  ['0o', '1i', '3e', '4a', '5s', '6g', '7t', '8b', '9g', '!i', '+t'].map((pair) => [...pair]),
)

/** Whether a badge contains an offensive substring, as written or with leet-speak undone. */
export function isOffensive(badge: string): boolean {
  const raw = badge.toLowerCase()
  const plain = raw.replace(/[*&=-]/g, '')
  const decoded = [...plain].map((char) => LEET[char] ?? char).join('')
  // '1' also reads as 'l' (e.g. "c1it").
  const decodedL = [...plain].map((char) => (char === '1' ? 'l' : (LEET[char] ?? char))).join('')
  return BLOCKED.some(
    (word) =>
      raw.includes(word) ||
      plain.includes(word) ||
      decoded.includes(word) ||
      decodedL.includes(word),
  )
}
