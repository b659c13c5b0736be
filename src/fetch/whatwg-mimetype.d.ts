// The part of whatwg-mimetype (jsdom's MIME Sniffing Standard implementation, a CommonJS package
// without declarations of its own) that src/fetch uses. Referenced by data-url.ts, so that every
// program compiling it (the builds, the tests, site/) sees it; not part of the emitted declarations.

declare module 'whatwg-mimetype' {
  /** https://mimesniff.spec.whatwg.org/#mime-type */
  export class MIMEType {
    /** https://mimesniff.spec.whatwg.org/#parse-a-mime-type: the MIME type, or null for failure. */
    static parse(string: string): MIMEType | null;
    /** https://mimesniff.spec.whatwg.org/#serialize-a-mime-type */
    toString(): string;
  }
}
