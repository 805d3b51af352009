// Compiled by .ci/i18n.mts from shell.po: do not edit; edit the PO file and run `npm run i18n`.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "-UXo_r": [
    "Received:"
  ],
  "1xPale": [
    "Your reference:"
  ],
  "4kvr62": [
    "Language assistance"
  ],
  "63RL_u": [
    "Main phone"
  ],
  "6kCRXV": [
    "Notice"
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
  "BDSB6i": [
    "Member support"
  ],
  "Bhgd0l": [
    "Contact us"
  ],
  "BzEFor": [
    "or"
  ],
  "Ck0vXr": [
    "Nondiscrimination notice"
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
  "K49x_x": [
    "The forms you can fill in and send online."
  ],
  "kt4JyO": [
    "Behavioral health home"
  ],
  "linW94": [
    "Accessibility statement"
  ],
  "nSkB8g": [
    "Information"
  ],
  "P0bWNC": [
    "Everything you typed is still here. If the problem continues, call us at"
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
  "r6y-jM": [
    "Warning"
  ],
  "SlfejT": [
    "Error"
  ],
  "T-tgEc": [
    "If you need help now, call us at"
  ],
  "t7TeQU": [
    "Messages"
  ],
  "tcIIKZ": [
    "Clear all messages"
  ],
  "tnHeOD": [
    "Please wait"
  ],
  "ucFJH7": [
    "Privacy notice"
  ],
  "wELyS0": [
    "Skip to main content"
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
