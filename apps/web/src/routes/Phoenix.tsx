import { MEDIA_URL } from '../lib/config.ts'
import { Link } from '../lib/router/index.ts'

const file = (path: string) => `${MEDIA_URL}/legacy/files/${path}`

/** Fan-made decks come as a zip of card images, some also as printable sheets. */
const DECKS = [
  {
    title: 'Jill Traversack: The Treasures of the Ages',
    dice: 'Time only',
    zip: 'pnp/jill-the_treasures_of_the_ages.zip',
  },
  {
    title: 'Tolliver I: The Young Ruler',
    dice: 'Charm and Time',
    zip: 'pnp/tolliver-the_young_ruler.zip',
  },
  {
    title: 'Devlin Longbow: The Scoundrels of the Sea',
    dice: 'Natural and Time',
    zip: 'pnp/devlin-the_scoundrels_of_the_sea.zip',
    sheets: 'pnp/devlin-the_scoundrels_of_the_sea-sheets',
  },
  {
    title: 'Plutarch Eastgate: The Mad Doctor',
    dice: 'Ceremonial and Time',
    zip: 'pnp/plutarch-the_mad_doctor.zip',
    sheets: 'pnp/plutarch-the_mad_doctor-sheets',
  },
]

export default function Phoenix() {
  return (
    <section className="max-w-prose space-y-4 py-4">
      <h1 className="text-3xl font-bold">Project Phoenix</h1>
      <p className="text-lg">Time magic for the first edition of the game, made by fans.</p>
      <p>
        After the first edition ended in 2019, a group of players designed the Time dice the game
        had hinted at, four print-and-play decks that use them, and a community rules document. They
        are not legal with current-edition cards, but they still play well with{' '}
        <Link to="/cards/legacy/" className="link">
          legacy cards
        </Link>
        .
      </p>
      <h2 className="text-xl font-bold">Downloads</h2>
      <ul className="list-disc space-y-2 pl-5">
        <li>
          <a className="link" href={file('pnp/time-dice-reference.png')}>
            Time dice power reference
          </a>{' '}
          (image)
        </li>
        <li>
          <a className="link" href={file('ashes-raven-rules.pdf')}>
            Raven Rules
          </a>{' '}
          (PDF; the community's replacement for the first-edition FAQ)
        </li>
        {DECKS.map((deck) => (
          <li key={deck.zip}>
            <a className="link" href={file(deck.zip)}>
              {deck.title}
            </a>{' '}
            ({deck.dice})
            {deck.sheets ? (
              <>
                ; also as{' '}
                <a className="link" href={file(`${deck.sheets}.zip`)}>
                  PDF sheets
                </a>{' '}
                or{' '}
                <a className="link" href={file(`${deck.sheets}-jpg.zip`)}>
                  JPG sheets
                </a>
              </>
            ) : null}
          </li>
        ))}
        <li>
          <a className="link" href={file('pnp/mpc-expansions-1-2.zip')}>
            Full-bleed images for the Jill and Tolliver decks
          </a>{' '}
          (for online printing services)
        </li>
      </ul>
    </section>
  )
}
