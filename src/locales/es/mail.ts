// Compiled by .ci/i18n.mts from mail.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "A change to how {planName} contacts you": [
    "Un cambio en la forma en que ",
    [
      "planName"
    ],
    " se comunica con usted"
  ],
  "Confirm my email address": [
    "Confirmar mi dirección de correo electrónico"
  ],
  "Confirm your email address for {planName}": [
    "Confirme su dirección de correo electrónico para ",
    [
      "planName"
    ]
  ],
  "If this was not you, call {planName} at {phone} (TTY {tty}). Hours: {hours}. The change does not take effect unless the new email address or mobile number is confirmed.": [
    "Si no fue usted, llame a ",
    [
      "planName"
    ],
    " al ",
    [
      "phone"
    ],
    " (TTY ",
    [
      "tty"
    ],
    "). Horario: ",
    [
      "hours"
    ],
    ". El cambio no se aplica a menos que se confirme la nueva dirección de correo electrónico o el nuevo número de teléfono celular."
  ],
  "If this was not you, you do not need to do anything: we will not use this address. To tell us, call {planName} at {phone} (TTY {tty}). Hours: {hours}.": [
    "Si no fue usted, no tiene que hacer nada: no usaremos esta dirección. Para avisarnos, llame a ",
    [
      "planName"
    ],
    " al ",
    [
      "phone"
    ],
    " (TTY ",
    [
      "tty"
    ],
    "). Horario: ",
    [
      "hours"
    ],
    "."
  ],
  "If this was you, you do not need to do anything.": [
    "Si fue usted, no tiene que hacer nada."
  ],
  "On {requestedAt}, we received a request on the preferred contact form to change the email address or mobile number {planName} uses to contact you.": [
    "El ",
    [
      "requestedAt"
    ],
    ", recibimos una solicitud en el formulario de contacto preferido para cambiar la dirección de correo electrónico o el número de teléfono celular que ",
    [
      "planName"
    ],
    " usa para comunicarse con usted."
  ],
  "Someone, we hope you, asked {planName} to contact you at this email address, on the preferred contact form (reference {reference}).": [
    "Alguien, esperamos que haya sido usted, le pidió a ",
    [
      "planName"
    ],
    " que se comunicara con usted a esta dirección de correo electrónico por medio del formulario de contacto preferido (número de referencia ",
    [
      "reference"
    ],
    ")."
  ],
  "The link works until {expiresAt}. Until you confirm, we do not use this address.": [
    "El enlace funciona hasta el ",
    [
      "expiresAt"
    ],
    ". Hasta que la confirme, no usaremos esta dirección."
  ],
  "This message holds none of the answers given on the form.": [
    "Este mensaje no incluye ninguna de las respuestas que se dieron en el formulario."
  ],
  "To confirm, open this link and select Confirm my email address:": [
    "Para confirmarla, abra este enlace y seleccione Confirmar mi dirección de correo electrónico:"
  ]
};
