/* lto.exp, "merged": a unit of data alone (no function).  */
int merged_table[4];
