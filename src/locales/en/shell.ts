// Compiled by .ci/i18n.mts from shell.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "-2j4F-": [
    "Short messages that confirm something worked disappear after ",
    [
      "seconds"
    ],
    " seconds. Messages about a problem stay until you close them."
  ],
  "-UXo_r": [
    "Received:"
  ],
  "0PppNm": [
    "If you are not happy with how we respond, our <0>nondiscrimination notice</0> explains how to file a complaint."
  ],
  "1ce5-o": [
    "The privacy, nondiscrimination and language assistance notices linked at the bottom of each page are published by the plan separately. This statement covers only the forms website."
  ],
  "1Nt2qc": [
    "Preparation of this accessibility statement"
  ],
  "1xPale": [
    "Your reference:"
  ],
  "2Do2Bx": [
    "How we tested this website"
  ],
  "3I83vj": [
    "On the preferred contact form, the Submit button stays off until you have scrolled to the end of the texting terms, as the plan requires. A line under the terms says so. You can scroll the terms with the keyboard: press Tab until you reach them, then press End."
  ],
  "4kvr62": [
    "Language assistance"
  ],
  "4o1uez": [
    "If you need information on this website in a different format, like large print, audio recording or braille, or you need help filling in a form, call us:"
  ],
  "63RL_u": [
    "Main phone"
  ],
  "6kCRXV": [
    "Notice"
  ],
  "6wF3F1": [
    "For help in another language, see <0>language assistance</0>."
  ],
  "6wq0Dc": [
    [
      "planName"
    ],
    " is committed to making this website accessible. We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA."
  ],
  "81zr8Q": [
    "If you need help now, call us at ",
    [
      "phone"
    ],
    " (TTY ",
    [
      "ttyPhones"
    ],
    ")."
  ],
  "9cDGge": [
    "We know some parts of this website may be harder to use:"
  ],
  "9yUFyc": [
    "Error messages"
  ],
  "AC_6Qd": [
    "Long-term care home"
  ],
  "b2O6iq": [
    "TTY"
  ],
  "b5qmEq": [
    "When the plan posts many notices at once, the list at the top of each page scrolls in its own box, so you may need to scroll it to read them all."
  ],
  "BDSB6i": [
    "Member support"
  ],
  "Be2uFT": [
    "We are always looking to improve the accessibility of this website. If you find a problem that is not listed on this page, or think we are not meeting accessibility requirements, call us on ",
    [
      "supportPhone"
    ],
    " and tell us the address of the page and what went wrong."
  ],
  "BeMEVq": [
    "Every page is opened in the Chromium browser at a phone width (360 pixels) and a desktop width (1280 pixels) and checked with axe, an automated accessibility checker, against ",
    [
      "standard"
    ],
    ", color contrast included. The forms are also checked with their list of problems showing, with the Confirm dialog open and after they have been sent."
  ],
  "Bhgd0l": [
    "Contact us"
  ],
  "BIcwNl": [
    "Or write to us at:"
  ],
  "BzEFor": [
    "or"
  ],
  "Ck0vXr": [
    "Nondiscrimination notice"
  ],
  "DPLzj0": [
    "We have not yet tested this website:"
  ],
  "DQzVe5": [
    "Some alert titles and messages are the plan's own wording and are kept as they are, for example “Select atleast one contact me option”. The list of problems under them says in plain words what to do."
  ],
  "EnST8_": [
    "Compliance status"
  ],
  "fj5byd": [
    "N/A"
  ],
  "FrXRNh": [
    "WCAG 2.2 level AA"
  ],
  "hgdn6B": [
    "Close: ",
    [
      "name"
    ]
  ],
  "Hszxyp": [
    "Notices"
  ],
  "i8vkOB": [
    "On this website you should be able to:"
  ],
  "ix_r0q": [
    "This website was last tested on ",
    [
      "statementDate"
    ],
    ". These checks are part of the website's automated tests:"
  ],
  "k3YHaC": [
    "Reporting accessibility problems with this website"
  ],
  "K49x_x": [
    "The forms you can fill in and send online."
  ],
  "Kjia2m": [
    "with people who have disabilities"
  ],
  "kt4JyO": [
    "Behavioral health home"
  ],
  "lCmtIo": [
    "What we have not tested yet"
  ],
  "linW94": [
    "Accessibility statement"
  ],
  "MH2ljg": [
    "Every state of every part of the website in our component library is checked with axe in our unit tests. These run without a real browser, so color contrast is checked in the browser runs above, and a test measures the contrast of the colors of the website's theme."
  ],
  "N4-pi4": [
    "Technical information about this website's accessibility"
  ],
  "nChXo6": [
    "Feedback and contact information"
  ],
  "nSkB8g": [
    "Information"
  ],
  "ozVyff": [
    "read text against its background: text colors meet the WCAG contrast minimum (4.5 to 1 for normal text)"
  ],
  "P3fk-w": [
    "Content that is not within the scope of this statement"
  ],
  "pfhJE5": [
    "Everything you typed is still here. If the problem continues, call us at ",
    [
      "phone"
    ],
    "."
  ],
  "pj-KYT": [
    "Print or save a copy"
  ],
  "Pwqkdw": [
    "Loading…"
  ],
  "QLvUac": [
    "Fill in and send these forms online. No account is needed."
  ],
  "r-nNX5": [
    "zoomed in, or with larger text or different colors set in the browser or device"
  ],
  "r-vcRK": [
    "This statement applies to the ",
    [
      "planName"
    ],
    " forms website, where members and providers fill in and send the plan's forms online. It is run by ",
    [
      "planName"
    ],
    ". We want as many people as possible to be able to use it."
  ],
  "r6y-jM": [
    "Warning"
  ],
  "SlfejT": [
    "Error"
  ],
  "SofF-O": [
    "How accessible this website is"
  ],
  "StAPjV": [
    "with screen readers, screen magnifiers or speech recognition software"
  ],
  "t7TeQU": [
    "Messages"
  ],
  "tcIIKZ": [
    "Clear all messages"
  ],
  "tHV2nU": [
    "fill in and send every form using a keyboard alone"
  ],
  "tnHeOD": [
    "Please wait"
  ],
  "tW8y_K": [
    "The website is in ",
    [
      "languageList"
    ],
    " only."
  ],
  "U1FfTj": [
    "find what needs correcting in a form: a list of the problems appears at the top of the form, each linking to its field"
  ],
  "ucFJH7": [
    "Privacy notice"
  ],
  "UingIw": [
    "Our automated checks find no failures against ",
    [
      "standard"
    ],
    ". Automated checks find only some kinds of problem, and this website has not yet been checked by hand by an accessibility specialist or by people who use assistive technology. Until it has, we do not claim that it fully meets the standard."
  ],
  "vbm2Hp": [
    "The Confirm dialog, which asks whether to send a form with an NPI we could not find, is built on a third-party component (Ant Design) whose keyboard focus handling we have changed: focus starts on No, Tab moves between No and Yes, and Escape answers No. We have tested this with the keyboard but not yet with screen readers."
  ],
  "w-1-4P": [
    "in browsers other than Chromium, such as Safari and Firefox"
  ],
  "wELyS0": [
    "Skip to main content"
  ],
  "WengXH": [
    "This statement was prepared on ",
    [
      "statementDate"
    ],
    "."
  ],
  "wHZx8c": [
    "Each kind of form (preferred contact, TGI survey and training attestation) is filled in and sent using only the keyboard, answering the Confirm dialog with the keyboard where the form has one."
  ],
  "x83fnO": [
    "Contact ",
    [
      "planName"
    ]
  ],
  "XfwLxT": [
    "Support links"
  ],
  "yClrny": [
    "What you sent"
  ],
  "yY8wAv": [
    "Hours"
  ],
  "ZGvjgB": [
    "There is no page at this address. It may have moved, or the link may have a typing mistake. These are the forms you can fill in:"
  ],
  "zYFpU_": [
    [
      "planName"
    ],
    " forms home"
  ],
  "zzDlyQ": [
    "Success"
  ]
};
