import { loadConfig } from '../config.ts'
import { startMessage, startServer } from '../server.ts'
import { StartupError } from '../start/checks.ts'

const config = loadConfig()
try {
  const { app, url } = await startServer(config)
  for (const line of startMessage(config, url)) console.log(line)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)))
  }
} catch (error) {
  if (!(error instanceof StartupError)) throw error
  console.error(error.message)
  process.exit(1)
}
