// The switch-over's speed and memory (issue 52 item 5): a source in the Ashes.live schema with
// 20,000 players, 200,000 decks and snapshots (80,000 saved decks, 120,000 snapshots, two thirds
// public; ten cards, two dice and three First Five cards each) and 100,000 comments, with
// 50,000 subscriptions and 100,000 stream rows, generated in PostgreSQL; then
// `npm run import:ashes-live -- <its URL>` run as an operator runs it, into a fresh migrated
// site with the card data. Targets: under 2 minutes, and a peak RSS under 400 MB: the command
// holds two batches of rows at a time (the source is streamed, never loaded whole), some 250 MB
// with Node and tsx at this size. A second run must write nothing.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DEFAULT_TIMEOUTS, openDb } from '@ashes/runtime'
import { loadConfig } from '../apps/server/src/config.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { benchDatabase, onCleanup, PG_URL } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const TARGET_SECONDS = 120
const TARGET_PEAK_MB = 400
const run = promisify(execFile)
const ROOT = join(import.meta.dirname, '..')

const { cardDataDir } = loadConfig({ SECRET_KEY: 'bench' })
if (!cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
const ours = await benchDatabase()
await importCardData(ours.db, cardDataDir)

const schema = `${ours.schema}_src`
const admin = openDb({ url: PG_URL, timeouts: { ...DEFAULT_TIMEOUTS, statementMs: 0 } })
await admin.exec(`CREATE SCHEMA ${schema}`)
const dropSource = onCleanup(async () => {
  await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
  await admin.close()
})
const urlOf = (name: string) => {
  const url = new URL(PG_URL)
  url.searchParams.set('options', `-c search_path=${name}`)
  return url.toString()
}

try {
  const started = Date.now()
  const source = openDb({ url: PG_URL, schema, timeouts: { ...DEFAULT_TIMEOUTS, statementMs: 0 } })
  await source.exec(
    readFileSync(join(ROOT, 'apps/server/test/support/ashes-live-schema.sql'), 'utf8'),
  )
  await source.exec(generatedSource(ours.schema))
  await source.close()
  console.log(`Generated the source in ${((Date.now() - started) / 1000).toFixed(0)} s`)

  const env = { ...process.env, DATABASE_URL: urlOf(ours.schema), SECRET_KEY: 'bench' }
  const command = ['--import', 'tsx', 'apps/server/src/cli/import-ashes-live.ts', urlOf(schema)]
  const verdicts = createVerdicts()
  for (const round of ['first run', 'second run']) {
    const { stdout } = await run(process.execPath, command, { cwd: ROOT, env, maxBuffer: 1 << 24 })
    console.log(stdout)
    const [, seconds = '0', peak = '0'] = /took ([\d.]+) s, peak memory (\d+) MB/.exec(stdout) ?? []
    const written = Number(/rows written: (\d+)/.exec(stdout)?.[1] ?? -1)
    console.log(
      `${round}: ${verdicts.judge(`${round} time`, Number(seconds), { atMost: TARGET_SECONDS }, 's')}`,
    )
    console.log(
      `${round}: ${verdicts.judge(`${round} peak RSS`, Number(peak), { atMost: TARGET_PEAK_MB }, 'MB')}`,
    )
    if (round === 'second run') {
      console.log(
        `${round}: rows written ${verdicts.judge('second run writes', written, { atMost: 0 })}`,
      )
    }
  }
  finish('switch-over', verdicts)
} finally {
  await dropSource()
  await ours.drop()
}

/** The source's rows, generated in SQL; its cards and releases are our card data's. */
function generatedSource(oursSchema: string): string {
  return `
    INSERT INTO releases (id, name, stub, is_legacy, is_public, is_phg, is_promo, is_retiring)
    SELECT id + 50, name, stub, is_legacy, is_public, is_phg, is_promo, is_retiring
    FROM ${oursSchema}.release;
    INSERT INTO card (id, entity_id, name, stub, phoenixborn, release_id, version, card_type,
      is_summon_spell, is_legacy, cost_weight, dice_flags, alt_dice_flags, copies, json)
    SELECT id + 2000, 10000 + id, name, stub, phoenixborn, release_id + 50, version, card_type,
      is_summon_spell, is_legacy, cost_weight, dice_flags, alt_dice_flags, copies, json
    FROM ${oursSchema}.card;
    INSERT INTO card_conjuration SELECT card_id + 2000, conjuration_id + 2000
    FROM ${oursSchema}.card_conjuration;
    INSERT INTO streamable (entity_id) VALUES (500000);

    INSERT INTO "user" (id, email, badge, username, password, created, modified)
    SELECT i, 'player' || i || '@example.com', 'b' || i, 'Player ' || i,
      '$2b$12$abcdefghijklmnopqrstuu5Nk1N0VZ0M0L2y6cZbq6Rk3w0p1s2Ge',
      now() - i * interval '1 hour', now() - i * interval '1 hour'
    FROM generate_series(1, 20000) i;

    CREATE TEMP TABLE pick AS SELECT array_agg(id ORDER BY id) AS cards,
      (SELECT array_agg(id ORDER BY id) FROM card WHERE card_type = 'Phoenixborn'
        AND NOT is_legacy) AS pbs
    FROM card WHERE NOT is_legacy AND card_type NOT IN ('Phoenixborn', 'Conjuration',
      'Conjured Alteration Spell');
    INSERT INTO deck (id, entity_id, title, description, is_public, is_snapshot, source_id,
      user_id, phoenixborn_id, created, modified)
    SELECT i, 100000 + i, 'Deck ' || i, 'A deck with [[Abundance]] and *words*.',
      i > 80000 AND i % 3 <> 0, i > 80000,
      CASE WHEN i > 80000 THEN 1 + (i - 80001) % 80000 END, 1 + (1 + (i - 1) % 80000) % 20000,
      pbs[1 + i % array_length(pbs, 1)], now() - (200000 - i) * interval '1 minute',
      now() - (200000 - i) * interval '1 minute'
    FROM generate_series(1, 200000) i, pick;
    INSERT INTO deck_card (deck_id, card_id, count)
    SELECT i, cards[1 + (i * 7 + k * 13) % array_length(cards, 1)], 3
    FROM generate_series(1, 200000) i, generate_series(0, 9) k, pick;
    INSERT INTO deck_die (deck_id, die_flag, count)
    SELECT i, flag, 5 FROM generate_series(1, 200000) i, unnest(ARRAY[8, 2]) flag;
    INSERT INTO deck_selected_card (deck_id, card_id, is_first_five)
    SELECT i, cards[1 + (i * 7 + k * 13) % array_length(cards, 1)], true
    FROM generate_series(1, 200000) i, generate_series(0, 2) k, pick;

    INSERT INTO comment (id, entity_id, user_id, source_entity_id, source_type, text,
      ordering_increment, created, modified)
    SELECT i, 300000 + i, 1 + i % 20000, 100000 + 1 + i % 80000, 'deck',
      'Comment ' || i || ' on [[Abundance]]', 1 + i / 80000, now() - i * interval '1 second',
      now() - i * interval '1 second'
    FROM generate_series(1, 100000) i;
    INSERT INTO stream (id, entity_id, entity_type, source_entity_id, posted)
    SELECT id, entity_id, 'comment', source_entity_id, created FROM comment;
    INSERT INTO subscription (user_id, source_entity_id, last_seen_entity_id)
    SELECT 1 + i % 20000, 100000 + 1 + i % 80000, CASE WHEN i % 2 = 0 THEN 300000 + i END
    FROM generate_series(1, 50000) i;`
}
