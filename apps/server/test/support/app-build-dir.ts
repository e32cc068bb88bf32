// Vitest global set-up of the api project: an empty directory for the run's one build of the web
// app (app-build.ts), made by the first test file that needs it, and removed at the end.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'ashes-test-app-build-'))
  project.provide('appBuildDir', join(root, 'dist'))
  return () => rmSync(root, { recursive: true, force: true })
}
