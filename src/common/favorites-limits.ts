/** How many places a visitor can keep in the browser before logging in; moving them to an account takes no more. */
export const MAX_DEVICE_FAVORITES = 200;
