/** Files handed to the user: the browser's download of an export (FileSaverPort). */
export { BrowserFileSaver } from './browser-file-saver';
