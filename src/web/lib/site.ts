export const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';
