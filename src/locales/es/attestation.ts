// Compiled by .ci/i18n.mts from attestation.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "Attestation": [
    "Declaración"
  ],
  "Attestation saved": [
    "Declaración guardada"
  ],
  "Close Window": [
    "Cerrar ventana"
  ],
  "Email address": [
    "Dirección de correo electrónico"
  ],
  "Email me a confirmation": [
    "Enviarme una confirmación por correo electrónico"
  ],
  "Enter an email address like name@example.org.": [
    "Escriba una dirección de correo electrónico, por ejemplo nombre@example.org."
  ],
  "First Name": [
    "Nombre"
  ],
  "I attest to my organization completing the DEI Provider Training Program sponsored by {planName}. Please sign by completing the boxes below": [
    "Declaro que mi organización completó el Programa de capacitación para proveedores sobre DEI patrocinado por ",
    [
      "planName"
    ],
    ". Para firmar, llene las casillas de abajo."
  ],
  "I attest to reviewing the training modules on the {title} sponsored by {planName}. Please sign by completing the boxes below": [
    "Declaro que revisé los módulos de capacitación de ",
    [
      "title"
    ],
    ", patrocinada por ",
    [
      "planName"
    ],
    ". Para firmar, llene las casillas de abajo."
  ],
  "Individual NPI": [
    "NPI individual"
  ],
  "It does not include your answers.": [
    "No incluye sus respuestas."
  ],
  "Last Name": [
    "Apellido"
  ],
  "N/A": [
    "No corresponde"
  ],
  "Needed only if you tick Email me a confirmation.": [
    "Solo es necesario si marca Enviarme una confirmación por correo electrónico."
  ],
  "NPI validity": [
    "Validez del NPI"
  ],
  "NPI validity must be No when Individual NPI is NA.": [
    "La validez del NPI debe ser No cuando el NPI individual es NA."
  ],
  "Organization": [
    "Organización"
  ],
  "Sign another attestation": [
    "Firmar otra declaración"
  ],
  "Sign the attestation": [
    "Firme la declaración"
  ],
  "Submission date": [
    "Fecha de envío"
  ],
  "Thanks for reviewing the training modules on the {title} sponsored by {planName}": [
    "Gracias por revisar los módulos de capacitación de ",
    [
      "title"
    ],
    ", patrocinada por ",
    [
      "planName"
    ],
    "."
  ],
  "The 10-digit National Provider Identifier. Tick N/A if you have none.": [
    "El Identificador Nacional de Proveedor (NPI) de 10 dígitos. Marque No corresponde si no tiene uno."
  ],
  "Title": [
    "Cargo"
  ],
  "Training name": [
    "Nombre de la capacitación"
  ],
  "Unknown training name.": [
    "Nombre de capacitación desconocido."
  ],
  "We are sending a confirmation to {email}.": [
    "Le estamos enviando una confirmación a ",
    [
      "email"
    ],
    "."
  ],
  "Your attestation is on file with {planName}. There is nothing more you need to do.": [
    "Su declaración quedó registrada en ",
    [
      "planName"
    ],
    ". No necesita hacer nada más."
  ],
  "Your attestation is saved. This tab can be closed now.": [
    "Su declaración se guardó. Ya puede cerrar esta pestaña."
  ]
};
