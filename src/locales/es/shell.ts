// Compiled by .ci/i18n.mts from shell.po: do not edit; edit the PO file and run `npm run i18n`.
import type { Messages } from '@lingui/core';

export const messages: Messages = {
  "-UXo_r": [
    "Recibido:"
  ],
  "1xPale": [
    "Su número de referencia:"
  ],
  "4kvr62": [
    "Asistencia con idiomas"
  ],
  "63RL_u": [
    "Teléfono principal"
  ],
  "6kCRXV": [
    "Aviso"
  ],
  "9yUFyc": [
    "Mensajes de error"
  ],
  "AC_6Qd": [
    "Inicio de cuidado a largo plazo"
  ],
  "b2O6iq": [
    "TTY"
  ],
  "BDSB6i": [
    "Servicios para miembros"
  ],
  "Bhgd0l": [
    "Comuníquese con nosotros"
  ],
  "BzEFor": [
    "o"
  ],
  "Ck0vXr": [
    "Aviso de no discriminación"
  ],
  "hgdn6B": [
    "Cerrar: ",
    [
      "name"
    ]
  ],
  "Hszxyp": [
    "Avisos"
  ],
  "K49x_x": [
    "Los formularios que puede llenar y enviar en línea."
  ],
  "kt4JyO": [
    "Inicio de salud del comportamiento"
  ],
  "linW94": [
    "Declaración de accesibilidad"
  ],
  "nSkB8g": [
    "Información"
  ],
  "P0bWNC": [
    "Todo lo que escribió sigue aquí. Si el problema continúa, llámenos al"
  ],
  "pj-KYT": [
    "Imprimir o guardar una copia"
  ],
  "Pwqkdw": [
    "Cargando…"
  ],
  "QLvUac": [
    "Llene y envíe estos formularios en línea. No necesita una cuenta."
  ],
  "r6y-jM": [
    "Advertencia"
  ],
  "SlfejT": [
    "Error"
  ],
  "T-tgEc": [
    "Si necesita ayuda ahora, llámenos al"
  ],
  "t7TeQU": [
    "Mensajes"
  ],
  "tcIIKZ": [
    "Borrar todos los mensajes"
  ],
  "tnHeOD": [
    "Espere, por favor"
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
  "yClrny": [
    "Lo que envió"
  ],
  "yY8wAv": [
    "Horario"
  ],
  "ZGvjgB": [
    "No hay ninguna página en esta dirección. Es posible que la página se haya movido o que el enlace tenga un error. Estos son los formularios que puede llenar:"
  ],
  "zYFpU_": [
    "Inicio de formularios de ",
    [
      "planName"
    ]
  ],
  "zzDlyQ": [
    "Éxito"
  ]
};
