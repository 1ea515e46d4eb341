/** The computus lives in src/common (the browser needs it for Cyprus's public holidays); the server reads it here. */
export { orthodoxEaster } from '../../common/orthodox-easter';
