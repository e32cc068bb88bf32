// The sheet's grid apart from its drawing: the routes count a deck's pages with it, and loading
// sheet.ts would load pdf-lib (some 200 ms at start) into a process that only draws in workers.

export const COLUMNS = 3
export const ROWS = 3
export const CARDS_PER_PAGE = COLUMNS * ROWS
