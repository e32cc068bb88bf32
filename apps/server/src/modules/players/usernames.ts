import { randomInt } from 'node:crypto'

/** Phoenixborn names given to players who register without a username (api-core 3.9). */
const DEFAULT_USERNAMES = [
  'Aradel Summergaard',
  'Brennen Blackcloud',
  'Coal Roarkwin',
  'Dimona Odinstar',
  'Jessa Na Ni',
  'Leo Sunshadow',
  'Lulu Firststone',
  'Maeoni Viper',
  'Namine Hymntide',
  'Noah Redmoon',
  'Odette Diamondcrest',
  'Orrick Gilstream',
  'Rin Northfell',
  'Saria Guideman',
  'Victoria Glassfire',
  'Echo Greystorm',
  'Jericho Kill',
  'Astrea',
  'Koji Wolfcub',
  'Harold Westraven',
  'Sembali Grimtongue',
  'Rimea Careworn',
  'Xander Heartsblood',
  'Fiona Mercywind',
  'James Endersight',
] as const

export const randomUsername = (): string =>
  DEFAULT_USERNAMES[randomInt(DEFAULT_USERNAMES.length)] as string
