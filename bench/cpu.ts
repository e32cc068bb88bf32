// CPU time as Linux counts it in /proc: on a machine shared with other work a wall-clock time
// grows with the load, the CPU time a piece of work took much less.
import { readdirSync, readFileSync } from 'node:fs'

/** The CPU time process `pid` has used in its own code (user) and in the kernel's (system), ms. */
export function cpuTimes(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 }
}

/** The CPU time process `pid` has used, user and system (ms). */
export function cpuMs(pid: number): number {
  const { user, system } = cpuTimes(pid)
  return user + system
}

/** The CPU time each live process named `command` has used (ms), by process id. */
export function commandCpu(command: string): Map<number, number> {
  const used = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8') === `${command}\n`)
        used.set(Number(entry), cpuMs(Number(entry)))
    } catch {
      // The process ended meanwhile.
    }
  }
  return used
}

/**
 * The CPU time the processes of `after` used since `before` (ms), both from `commandCpu`. A
 * process that ended in between is left out (its time went with it: a pool's idle connection
 * closing would otherwise take its whole life's work off the sum); one that started is counted
 * whole.
 */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0
  for (const [pid, used] of after) total += used - (before.get(pid) ?? 0)
  return total
}

/** PostgreSQL's processes (`commandCpu`): the bench database's server, and its pools. */
export const postgresCpu = () => commandCpu('postgres')

/** How many read and write system calls process `pid` has made (/proc's io: syscr, syscw). */
export function ioCalls(pid: number): { reads: number; writes: number } {
  const io = readFileSync(`/proc/${pid}/io`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1])
  return { reads: field('syscr'), writes: field('syscw') }
}
