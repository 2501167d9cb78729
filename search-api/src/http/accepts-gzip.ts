/** Whether the client takes gzip: listed in Accept-Encoding and not refused with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && /(^|,)\s*gzip\s*(;\s*q=(0\.0*[1-9]|1)[\d.]*)?\s*(,|$)/i.test(header);
}
