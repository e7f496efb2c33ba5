/**
 * What USB keyboard-wedge readers type for a Tessera Sanitaria, one sample per situation the parser
 * must handle. The people are invented; each codice fiscale has its right check character and each
 * card number (the 20-digit TEAM number, '80380…') its Luhn digit. Stripe track 1 runs from '%' to
 * '?', track 2 from ';' to '?'; readers end each track or the whole swipe with Enter.
 */
export const healthCardScans = {
  /** Stripe, tracks 1 and 2: code glued to 'SURNAME  NAME' (two spaces), card number '=' YYMM expiry. */
  stripeGlued: '%RSSMRA85T10A562SROSSI  MARIO                ?\n;80380001000001234564=2912?\n',
  /** Stripe with '^' field separators and 'SURNAME/NAME' (the ISO 7813 name convention); a woman. */
  stripeCaret: '%BNCMRA90C65F205C^BIANCHI/MARIA^?;80380002000012345671=3003?\r\n',
  /** Stripe with MRZ-style 'SURNAME<<NAME'; born abroad (Z404, United States). */
  stripeMrzName: '%SMTJHN78L04Z404C^SMITH<<JOHN^?;80380003000045678907=2811?',
  /** Track 1 only, two-word surname and two given names with single spaces: the code tells the split. */
  stripeSingleSpaced: '%DLCMGR62D55F839B^DE LUCA MARIA GRAZIA^?\n',
  /** Code 39 barcode on the back: the bare code. */
  barcode: 'VRDLCU10A01H501N\n',
  /** Code 39 barcode with its '*' start and stop characters kept by the scanner. */
  barcodeWithStars: '*VRDLCU10A01H501N*',
  /** Barcode typed with Caps Lock on: the case is inverted. */
  barcodeCapsLock: 'rssmra85t10a562s',
  /**
   * A stripe with '^' and '<<' separators, typed by a reader sending US key codes to a computer with
   * the Italian layout: '^' → '&', '<' → ';', '?' → '_', ';' → 'ò', '=' → 'ì' ('%' survives).
   */
  usLayoutOnItalian: '%RSSMRA85T10A562S&ROSSI;;MARIO&_ò80380001000001234564ì2912_',
  /** The same layout mix-up with an apostrophe in the surname: "'" arrives as 'à'. */
  usLayoutApostrophe: '%DNGGLI75M12H501P&DàANGELO  GIULIO&_',
  /** A German (QWERTZ) layout swaps Y and Z: Z112 (Germany) arrives as Y112. */
  germanLayout: '%WSSHNS80B14Y112B^WEISS  HANS^?',
  /** A misread: the shape of a code but a wrong check character. */
  wrongCheckCharacter: '%RSSMRA85T10A562X^ROSSI  MARIO^?',
  /** Another card swiped (a payment card's track 2) or line noise: nothing like a codice fiscale. */
  garbage: ';4111111111111111=2712101?\nàòù&_ì',
  /** Only whitespace: the reader sent Enter alone. */
  blank: '  \r\n',
} as const;
