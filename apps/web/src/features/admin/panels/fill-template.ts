/** Fills {guest} and {time} of a message template; a blank value leaves the placeholder for the person to complete. */
export function fillTemplate(body: string, values: { guest: string; time: string }): string {
  return body.replace(/\{(guest|time)\}/g, (placeholder, key: 'guest' | 'time') => values[key].trim() || placeholder);
}
