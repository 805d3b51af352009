// Compiled by .ci/i18n.mts from mail.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "{planName} received your form, “{formName}”, on {receivedAt}. Your reference number is {reference}.": [
    [
      "planName"
    ],
    " recibió su formulario «",
    [
      "formName"
    ],
    "» el ",
    [
      "receivedAt"
    ],
    ". Su número de referencia es ",
    [
      "reference"
    ],
    "."
  ],
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
  "emails": [
    "correos electrónicos"
  ],
  "Hours: {hours}": [
    "Horario: ",
    [
      "hours"
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
  "Member services: {phone}": [
    "Servicios para miembros: ",
    [
      "phone"
    ]
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
  "phone calls": [
    "llamadas telefónicas"
  ],
  "Phone: {phone}": [
    "Teléfono: ",
    [
      "phone"
    ]
  ],
  "pre-recorded calls": [
    "llamadas pregrabadas"
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
  "text messages": [
    "mensajes de texto"
  ],
  "The link works until {expiresAt}. Until you confirm, we do not use this address.": [
    "El enlace funciona hasta el ",
    [
      "expiresAt"
    ],
    ". Hasta que la confirme, no usaremos esta dirección."
  ],
  "This email holds no copy of your answers. Keep your reference number: it is how we find your form.": [
    "Este correo electrónico no incluye ninguna copia de sus respuestas. Guarde su número de referencia: con él encontramos su formulario."
  ],
  "This message holds none of the answers given on the form.": [
    "Este mensaje no incluye ninguna de las respuestas que se dieron en el formulario."
  ],
  "To change how we contact you, fill in the preferred contact form again. To stop text messages, reply STOP to any text from us. To stop any of these, you can also call {planName} at {phone} (TTY {tty}).": [
    "Para cambiar cómo nos comunicamos con usted, llene otra vez el formulario de contacto preferido. Para dejar de recibir mensajes de texto, responda STOP a cualquier mensaje nuestro. Para dejar de recibir cualquiera de ellos, también puede llamar a ",
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
    ")."
  ],
  "To confirm, open this link and select Confirm my email address:": [
    "Para confirmarla, abra este enlace y seleccione Confirmar mi dirección de correo electrónico:"
  ],
  "TTY: {tty}": [
    "TTY: ",
    [
      "tty"
    ]
  ],
  "We have recorded your attestation. You do not need to do anything else.": [
    "Registramos su declaración. No tiene que hacer nada más."
  ],
  "We received your form: {formName}": [
    "Recibimos su formulario: ",
    [
      "formName"
    ]
  ],
  "We use your answer to keep the provider directory up to date. If we need to confirm a change, we contact you at the details the plan already has for you.": [
    "Usamos su respuesta para mantener actualizado el directorio de proveedores. Si necesitamos confirmar un cambio, nos comunicaremos con usted por medio de los datos que el plan ya tiene de usted."
  ],
  "We will contact you only in the ways you chose: {channels}.": [
    "Nos comunicaremos con usted solo por los medios que eligió: ",
    [
      "channels"
    ],
    "."
  ],
  "Your choices ({channels}) take effect once you confirm both your new email address and your new mobile number: select the link in the email we sent you, and reply YES to our text message, within {days} days. Until then, we keep contacting you as before.": [
    "Sus preferencias (",
    [
      "channels"
    ],
    ") se aplicarán cuando confirme tanto su nueva dirección de correo electrónico como su nuevo número de teléfono celular: seleccione el enlace del correo electrónico que le enviamos y responda YES a nuestro mensaje de texto, dentro de ",
    [
      "days"
    ],
    " días. Mientras tanto, seguiremos comunicándonos con usted como antes."
  ],
  "Your choices ({channels}) take effect once you confirm your new email address: select the link in the email we sent you within {days} days. Until then, we keep contacting you as before.": [
    "Sus preferencias (",
    [
      "channels"
    ],
    ") se aplicarán cuando confirme su nueva dirección de correo electrónico: seleccione el enlace del correo electrónico que le enviamos dentro de ",
    [
      "days"
    ],
    " días. Mientras tanto, seguiremos comunicándonos con usted como antes."
  ],
  "Your choices ({channels}) take effect once you confirm your new mobile number: reply YES to our text message within {days} days. Until then, we keep contacting you as before.": [
    "Sus preferencias (",
    [
      "channels"
    ],
    ") se aplicarán cuando confirme su nuevo número de teléfono celular: responda YES a nuestro mensaje de texto dentro de ",
    [
      "days"
    ],
    " días. Mientras tanto, seguiremos comunicándonos con usted como antes."
  ]
};
