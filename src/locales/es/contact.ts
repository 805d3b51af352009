// Compiled by .ci/i18n.mts from contact.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "(opens in a new tab)": [
    "(se abre en una pestaña nueva)"
  ],
  "{label} must look like {mask}.": [
    "El campo ",
    [
      "label"
    ],
    " debe tener el formato ",
    [
      "mask"
    ],
    "."
  ],
  "{planName} may change or end this program at any time. We will tell you by text message before we do.": [
    [
      "planName"
    ],
    " puede cambiar o terminar este programa en cualquier momento. Le avisaremos por mensaje de texto antes de hacerlo."
  ],
  "As shown on your member ID card.": [
    "Tal como aparece en su tarjeta de identificación de miembro."
  ],
  "By selecting Submit, I agree to the Text Messaging Terms and Conditions above, and I consent to receive information and notices from {planName} by the methods I chose.": [
    "Al seleccionar Enviar, acepto los Términos y condiciones de los mensajes de texto que aparecen arriba y doy mi consentimiento para recibir información y avisos de ",
    [
      "planName"
    ],
    " por los medios que elegí."
  ],
  "Check that you copied the whole link from the email. If it still does not work, <link>fill in the preferred contact form again</link>.": [
    "Revise que haya copiado el enlace completo del correo electrónico. Si aun así no funciona, <link>llene otra vez el formulario de contacto preferido</link>."
  ],
  "Choose all that apply.": [
    "Elija todas las opciones que correspondan."
  ],
  "Choose at least one way for us to contact you.": [
    "Elija al menos una forma en que podamos comunicarnos con usted."
  ],
  "Choose how we contact you": [
    "Elija cómo nos comunicamos con usted"
  ],
  "Confirm my email address": [
    "Confirmar mi dirección de correo electrónico"
  ],
  "Cost": [
    "Costo"
  ],
  "Disclaimers": [
    "Avisos legales"
  ],
  "Email Address": [
    "Dirección de correo electrónico"
  ],
  "Email address confirmed": [
    "Dirección de correo electrónico confirmada"
  ],
  "Email me a confirmation": [
    "Enviarme una confirmación por correo electrónico"
  ],
  "Emails": [
    "Correos electrónicos"
  ],
  "Enter all 10 digits of the Mobile Phone Number, like (916) 555-0100.": [
    "Escriba los 10 dígitos del número de teléfono celular, por ejemplo (916) 555-0100."
  ],
  "Fill in a new form": [
    "Llenar un formulario nuevo"
  ],
  "First Name": [
    "Nombre"
  ],
  "Help with text messages": [
    "Ayuda con los mensajes de texto"
  ],
  "How to stop": [
    "Cómo dejar de recibir mensajes"
  ],
  "How would you like to receive information and notices?": [
    "¿Cómo le gustaría recibir información y avisos?"
  ],
  "If I chose Text Messages, I will receive messages from the {planName} text messaging program. Message frequency varies. Message and data rates may apply. Reply HELP for help. Reply STOP to stop.": [
    "Si elegí Mensajes de texto, recibiré mensajes del programa de mensajes de texto de ",
    [
      "planName"
    ],
    ". La frecuencia de los mensajes varía. Pueden aplicarse tarifas por mensajes y datos. Responda HELP para obtener ayuda. Responda STOP para dejar de recibir mensajes."
  ],
  "Last Name": [
    "Apellido"
  ],
  "Links work for {days} days. To confirm your email address, <link>fill in the preferred contact form again</link>.": [
    "Los enlaces funcionan durante ",
    [
      "days"
    ],
    " días. Para confirmar su dirección de correo electrónico, <link>llene otra vez el formulario de contacto preferido</link>."
  ],
  "Member ID": [
    "Número de identificación de miembro"
  ],
  "Mobile carriers are not liable for delayed or undelivered messages. Messages may not arrive if your phone is off, out of range or unable to receive text messages.": [
    "Las compañías de telefonía celular no son responsables de los mensajes retrasados o no entregados. Es posible que los mensajes no lleguen si su teléfono está apagado, fuera del área de cobertura o no puede recibir mensajes de texto."
  ],
  "Mobile Phone Number": [
    "Número de teléfono celular"
  ],
  "Needed for text messages, pre-recorded calls and phone calls.": [
    "Se necesita para mensajes de texto, llamadas pregrabadas y llamadas telefónicas."
  ],
  "No": [
    "No"
  ],
  "Not given": [
    "No se indicó"
  ],
  "Phone Calls": [
    "Llamadas telefónicas"
  ],
  "Pre-recorded Calls": [
    "Llamadas pregrabadas"
  ],
  "Preferred contact": [
    "Contacto preferido"
  ],
  "Read our <link>privacy notice</link>.": [
    "Lea nuestro <link>aviso de privacidad</link>."
  ],
  "Read the terms and conditions above before you submit the form.": [
    "Lea los términos y condiciones de arriba antes de enviar el formulario."
  ],
  "Reference: {reference}.": [
    "Número de referencia: ",
    [
      "reference"
    ],
    "."
  ],
  "Reply HELP for help. You can send HELP in reply to any message from us, or call Member Services at {phone}. You can also write to us at {planName}, {address}.": [
    "Responda HELP para obtener ayuda. Puede enviar HELP en respuesta a cualquiera de nuestros mensajes o llamar a Servicios para miembros al ",
    [
      "phone"
    ],
    ". También puede escribirnos a ",
    [
      "planName"
    ],
    ", ",
    [
      "address"
    ],
    "."
  ],
  "Reply STOP to stop. You can send STOP in reply to any message from us, at any time. We will send one message to confirm that you have opted out, and no more after that. To join again, fill in this form again.": [
    "Responda STOP para dejar de recibir mensajes. Puede enviar STOP en respuesta a cualquiera de nuestros mensajes, en cualquier momento. Le enviaremos un mensaje para confirmar que canceló su inscripción y ninguno más después de ese. Para inscribirse de nuevo, llene este formulario otra vez."
  ],
  "Scroll to the end of the terms and conditions to turn on the Submit button.": [
    "Desplácese hasta el final de los términos y condiciones para activar el botón Enviar."
  ],
  "Select Confirm my email address to confirm that {planName} may email you at this address.": [
    "Seleccione Confirmar mi dirección de correo electrónico para confirmar que ",
    [
      "planName"
    ],
    " puede enviarle correos electrónicos a esta dirección."
  ],
  "Sign up to receive information and notices from {planName} by email, text messages, pre-recorded calls and phone calls. Tell us who you are, choose how we may contact you, read the text messaging terms and conditions, and select Submit.": [
    "Inscríbase para recibir información y avisos de ",
    [
      "planName"
    ],
    " por correo electrónico, mensajes de texto, llamadas pregrabadas y llamadas telefónicas. Díganos quién es usted, elija cómo podemos comunicarnos con usted, lea los términos y condiciones de los mensajes de texto y seleccione Enviar."
  ],
  "Text Messages": [
    "Mensajes de texto"
  ],
  "Text messages are not encrypted, and anyone who can use your phone may read them. Do not send us medical or personal information by text message.": [
    "Los mensajes de texto no están cifrados, y cualquier persona que pueda usar su teléfono puede leerlos. No nos envíe información médica ni personal por mensaje de texto."
  ],
  "Text messages are not for emergencies. In an emergency, call 911.": [
    "Los mensajes de texto no son para emergencias. En caso de emergencia, llame al 911."
  ],
  "Text Messaging Terms and Conditions": [
    "Términos y condiciones de los mensajes de texto"
  ],
  "The {planName} <link>privacy notice</link> says how we use and protect your information.": [
    "El <link>aviso de privacidad</link> de ",
    [
      "planName"
    ],
    " explica cómo usamos y protegemos su información."
  ],
  "The text messaging program": [
    "El programa de mensajes de texto"
  ],
  "There is no charge from {planName} for this program. Message and data rates may apply: your mobile carrier may charge you for text messages, and your mobile phone plan has the details.": [
    [
      "planName"
    ],
    " no cobra nada por este programa. Pueden aplicarse tarifas por mensajes y datos: es posible que su compañía de telefonía celular le cobre los mensajes de texto; consulte los detalles de su plan de teléfono celular."
  ],
  "This link has already been used": [
    "Este enlace ya se usó"
  ],
  "This link has expired": [
    "Este enlace venció"
  ],
  "This link is not valid": [
    "Este enlace no es válido"
  ],
  "This request was replaced": [
    "Esta solicitud fue reemplazada"
  ],
  "To change how we contact you, fill in this form again.": [
    "Para cambiar cómo nos comunicamos con usted, llene este formulario otra vez."
  ],
  "To finish, confirm your email address: we sent an email to {email}. Select the link in it within {days} days.": [
    "Para terminar, confirme su dirección de correo electrónico: le enviamos un correo electrónico a ",
    [
      "email"
    ],
    ". Seleccione el enlace que contiene dentro de ",
    [
      "days"
    ],
    " días."
  ],
  "To finish, confirm your mobile number: we will send a text message to {mobile}. Reply YES to it within {days} days.": [
    "Para terminar, confirme su número de teléfono celular: le enviaremos un mensaje de texto al ",
    [
      "mobile"
    ],
    ". Responda YES a ese mensaje dentro de ",
    [
      "days"
    ],
    " días."
  ],
  "To stop text messages, reply STOP to any text from us. To stop any of these, you can also call {planName} at {phone} (TTY {tty}).": [
    "Para dejar de recibir mensajes de texto, responda STOP a cualquier mensaje nuestro. Para dejar de recibir cualquiera de ellos, también puede llamar a ",
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
  "Until you confirm, we keep contacting you as before.": [
    "Hasta que confirme, seguiremos comunicándonos con usted como antes."
  ],
  "We are also waiting for you to confirm your mobile number: reply YES to the text message we sent you. Until then, we keep contacting you as before.": [
    "También esperamos que confirme su número de teléfono celular: responda YES al mensaje de texto que le enviamos. Mientras tanto, seguiremos comunicándonos con usted como antes."
  ],
  "We are sending a confirmation to {email}.": [
    "Le estamos enviando una confirmación a ",
    [
      "email"
    ],
    "."
  ],
  "We send it to the email address above. It does not include your answers.": [
    "La enviamos a la dirección de correo electrónico indicada arriba. No incluye sus respuestas."
  ],
  "When you choose Text Messages, you sign up for the {planName} text messaging program. We may send text messages about your benefits, services, appointments, reminders and plan notices to the mobile phone number you give us. Message frequency varies.": [
    "Si elige Mensajes de texto, se inscribe en el programa de mensajes de texto de ",
    [
      "planName"
    ],
    ". Podemos enviarle mensajes de texto sobre sus beneficios, servicios, citas, recordatorios y avisos del plan al número de teléfono celular que nos dé. La frecuencia de los mensajes varía."
  ],
  "Who can sign up": [
    "Quién puede inscribirse"
  ],
  "Yes": [
    "Sí"
  ],
  "You have reached the end of the terms and conditions. You can now submit the form.": [
    "Llegó al final de los términos y condiciones. Ya puede enviar el formulario."
  ],
  "You must be {minimumAge} years of age or older to take part. If you are {from} to {to} years old, you must have permission from your parent or guardian before you sign up.": [
    "Debe tener ",
    [
      "minimumAge"
    ],
    " años de edad o más para participar. Si tiene de ",
    [
      "from"
    ],
    " a ",
    [
      "to"
    ],
    " años, debe tener el permiso de su padre, madre o tutor antes de inscribirse."
  ],
  "You sent the preferred contact form again after this one. Use the link in the most recent email we sent you.": [
    "Usted envió otra vez el formulario de contacto preferido después de esta solicitud. Use el enlace del correo electrónico más reciente que le enviamos."
  ],
  "Your contact choices are now up to date. Reference: {reference}.": [
    "Sus preferencias de contacto ya están actualizadas. Número de referencia: ",
    [
      "reference"
    ],
    "."
  ],
  "Your email address is confirmed.": [
    "Su dirección de correo electrónico está confirmada."
  ],
  "Your privacy": [
    "Su privacidad"
  ]
};
