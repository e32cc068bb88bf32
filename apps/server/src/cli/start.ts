import { loadConfig } from '../config.ts'
import { startMessage, startServer } from '../server.ts'
import { StartupError } from '../start/checks.ts'

const config = loadConfig()
try {
  const server = await startServer(config)
  for (const line of startMessage(config, server.url)) console.log(line)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)))
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error
  console.error(error.message)
  process.exit(1)
}
