import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '../../src/server/http/page-scripts';

/** The scripts a server-drawn page's data block names for its loader, or null for a page without one. */
export function namedPageScripts(html: string): PageScripts | null {
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return block ? (JSON.parse(block[1]!) as PageScripts) : null;
}
