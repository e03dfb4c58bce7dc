/** Text for a LIKE pattern, matched literally: `%`, `_` and the escape character itself lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
