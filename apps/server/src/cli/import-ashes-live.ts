import { DEFAULT_TIMEOUTS, openDb } from '@ashes/runtime'
import { loadConfig } from '../config.ts'
import { openMaintenanceDb } from '../db/open.ts'
import { SwitchOverError } from '../modules/switch-over/card-map.ts'
import { switchOver } from '../modules/switch-over/import.ts'
import { formatReport } from '../modules/switch-over/report.ts'
import { claimDataDir } from './data-dir-lock.ts'

// npm run import:ashes-live -- <postgres URL of the source> [--dry-run]: docs/switch-over.md.
const args = process.argv.slice(2)
const dryRun = args.includes('--dry-run')
const url = args.find((arg) => !arg.startsWith('--'))
if (!url || args.some((arg) => arg.startsWith('--') && arg !== '--dry-run')) {
  console.error(
    'Usage: npm run import:ashes-live -- <postgres URL of the Ashes.live database> [--dry-run]',
  )
  process.exit(2)
}
const config = loadConfig()
claimDataDir(config, 'import:ashes-live')
// Reading a large source takes minutes: no statement limit, and the snapshot may sit idle
// while ours writes.
const source = openDb({ url, timeouts: { ...DEFAULT_TIMEOUTS, statementMs: 0 } })
const ours = await openMaintenanceDb(config)
const started = Date.now()
try {
  const report = await switchOver(source, ours, {
    dryRun,
    progress: (line) => process.stderr.write(`${line}\n`),
  })
  console.log(formatReport(report, dryRun))
  // maxRSS is in kilobytes: the run's memory stays about two batches of rows, whatever the size.
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024)
  console.log(`  took ${((Date.now() - started) / 1000).toFixed(1)} s, peak memory ${peakMb} MB`)
} catch (error) {
  if (!(error instanceof SwitchOverError)) throw error
  console.error(`Not imported: ${error.message}`)
  process.exitCode = 1
} finally {
  await source.close()
  await ours.close()
}
