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

/**
 * Turn-by-turn directions to a venue by its name and address (Google Maps URLs, 'dir' action), for the
 * maps app to find: an event's venue, which has no coordinates, or a place whose pin is only an estimate.
 * 'Cyprus' is added where they do not say it. Null when there is neither name nor address.
 */
export function venueDirectionsUrl(venueName: string | null, venueAddress: string | null): string | null {
  const venue = venueText(venueName, venueAddress);
  if (!venue) return null;
  const destination = /\bcyprus\b/i.test(venue) ? venue : `${venue}, Cyprus`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
