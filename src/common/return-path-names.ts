/** The login page's path and the query parameter of it that holds the page to return to. */
export const LOGIN_PATH = '/login';
export const RETURN_PATH_PARAM = 'next';
