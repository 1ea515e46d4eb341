/** A pin to create on the configured board. */
export interface NewPin {
  title: string;
  description: string;
  /** The page on our site the pin leads to (absolute). */
  link: string;
  /** The picture of the pin (absolute). */
  imageUrl: string;
  altText: string;
}

/** Posts pins to Pinterest. */
export interface PinterestProvider {
  readonly name: string;
  /** False when no access token and board are configured: the posting job then does nothing. */
  readonly enabled: boolean;
  createPin(pin: NewPin): Promise<{ id: string }>;
}
