/** The one row an INSERT … RETURNING or a keyed UPDATE … RETURNING gave back. */
export function one<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error('the statement returned no row');
  return row;
}
