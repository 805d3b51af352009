// Compiled by .ci/i18n.mts from shell.po: do not edit; edit the PO file and run `npm run i18n`.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "4kvr62": [
    "Language assistance"
  ],
  "AC_6Qd": [
    "Long-term care home"
  ],
  "Ck0vXr": [
    "Nondiscrimination notice"
  ],
  "kt4JyO": [
    "Behavioral health home"
  ],
  "linW94": [
    "Accessibility statement"
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
  "zYFpU_": [
    [
      "planName"
    ],
    " forms home"
  ]
};
