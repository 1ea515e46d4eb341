/**
 * An event's venue on one line, as the event card, the event page's directions and the calendar file all
 * write it: the name and the address, the name left out where the address already starts with it.
 */
export function venueText(venueName: string | null, venueAddress: string | null): string | null {
  const name = venueName?.trim() || null;
  const address = venueAddress?.trim() || null;
  if (name && address && address.toLowerCase().startsWith(name.toLowerCase())) return address;
  return [name, address].filter(Boolean).join(', ') || null;
}
