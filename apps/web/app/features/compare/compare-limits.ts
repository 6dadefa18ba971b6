/**
 * How many boats a comparison takes. Its own module, since the compare button of every public page needs
 * them and the table's code (the boat page's specifications) belongs only to the pages that show a table.
 */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
