/** A text cut to at most `max` characters, an ellipsis marking the cut (a marker, a line of a digest). */
export const shortText = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
