// Types of data.mjs, for the worker tests that load the demo data into their own database.

/** One row of a demo table, column by column. */
export type DemoRow = Record<string, string | number | null>

/** [table, rows] in an order that satisfies every foreign key (translations last). */
export declare const tables: [string, DemoRow[]][]
