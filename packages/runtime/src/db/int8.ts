// count(*) and bigint columns arrive as text by default; every such value here fits a double.
export const INT8 = 20
export const parseInt8 = (value: string) => Number.parseInt(value, 10)
