// Compiled by .ci/i18n.mts from shell.po: do not edit; edit the PO file and run `npm run i18n`.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "4kvr62": [
    "Asistencia con idiomas"
  ],
  "AC_6Qd": [
    "Inicio de cuidado a largo plazo"
  ],
  "Ck0vXr": [
    "Aviso de no discriminación"
  ],
  "kt4JyO": [
    "Inicio de salud del comportamiento"
  ],
  "linW94": [
    "Declaración de accesibilidad"
  ],
  "ucFJH7": [
    "Aviso de privacidad"
  ],
  "wELyS0": [
    "Saltar al contenido principal"
  ],
  "x83fnO": [
    "Comuníquese con ",
    [
      "planName"
    ]
  ],
  "XfwLxT": [
    "Enlaces de ayuda"
  ],
  "zYFpU_": [
    "Inicio de formularios de ",
    [
      "planName"
    ]
  ]
};
