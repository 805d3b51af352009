// Compiled by .ci/i18n.mts from tgi.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "{count} surveys sent from this browser on an earlier visit have not reached our server. They are sent only when you select Send again.": [
    [
      "count"
    ],
    " encuestas enviadas desde este navegador en una visita anterior no llegaron a nuestro servidor. Solo se envían cuando usted selecciona Enviar otra vez."
  ],
  "{count} surveys you sent have not reached our server yet.": [
    [
      "count"
    ],
    " encuestas que usted envió todavía no llegan a nuestro servidor."
  ],
  "A survey sent from this browser on an earlier visit has not reached our server, and its answers are kept here. It is sent only if you choose: select Send now, or open the TGI survey to delete it.": [
    "Una encuesta enviada desde este navegador en una visita anterior no llegó a nuestro servidor, y sus respuestas están guardadas aquí. Solo se envía si usted lo decide: seleccione Enviar ahora, o abra la encuesta TGI para borrarla."
  ],
  "Answer the survey": [
    "Responda la encuesta"
  ],
  "California's Transgender, Gender Diverse, or Intersex (TGI) Inclusive Care Act (Senate Bill 923) requires health plans to show in their provider directories which in-network providers offer gender-affirming services. {planName} asks each provider to answer this survey, and to answer it again whenever that changes: the latest answer is the one the directory shows.": [
    "La Ley de Atención Inclusiva para Personas Transgénero, de Género Diverso o Intersexuales (TGI) de California (Proyecto de Ley del Senado 923) exige que los planes de salud indiquen en sus directorios de proveedores qué proveedores de la red ofrecen servicios de afirmación de género. ",
    [
      "planName"
    ],
    " pide a cada proveedor que responda esta encuesta, y que la responda de nuevo cada vez que eso cambie: el directorio muestra la respuesta más reciente."
  ],
  "Choose this only on a computer that is yours: anyone who uses this browser after you could see the answers.": [
    "Elija esto solo en una computadora que sea suya: cualquier persona que use este navegador después de usted podría ver las respuestas."
  ],
  "Choose Yes or No.": [
    "Elija Sí o No."
  ],
  "Close Window": [
    "Cerrar ventana"
  ],
  "Date Submitted": [
    "Fecha de envío"
  ],
  "Delete": [
    "Borrar"
  ],
  "Delete the answers": [
    "Borrar las respuestas"
  ],
  "Delete the survey answers?": [
    "¿Borrar las respuestas de la encuesta?"
  ],
  "Does this provider offer gender-affirming services?": [
    "¿Este proveedor ofrece servicios de afirmación de género?"
  ],
  "Email": [
    "Correo electrónico"
  ],
  "Email me a confirmation": [
    "Enviarme una confirmación por correo electrónico"
  ],
  "Enter all 10 digits of the Phone Number, like (916) 555-0100.": [
    "Escriba los 10 dígitos del número de teléfono, por ejemplo (916) 555-0100."
  ],
  "Enter an email address like name@example.org.": [
    "Escriba una dirección de correo electrónico, por ejemplo nombre@example.org."
  ],
  "Error: Error: Not a valid phone number format": [
    "Error: el formato del número de teléfono no es válido."
  ],
  "Error: Not a valid Email format": [
    "Error: el formato del correo electrónico no es válido."
  ],
  "Full Name of Person Completing Survey": [
    "Nombre completo de la persona que llena la encuesta"
  ],
  "Gender-affirming services are medically necessary health care that respects the gender identity of the patient, as experienced and defined by the patient. They may include interventions to suppress the development of secondary sex characteristics, interventions to align the patient’s appearance or body with their gender identity, and interventions to relieve the distress of gender dysphoria.": [
    "Los servicios de afirmación de género son atención médica necesaria que respeta la identidad de género del paciente, tal como el paciente la vive y la define. Pueden incluir intervenciones para suprimir el desarrollo de características sexuales secundarias, intervenciones para alinear la apariencia o el cuerpo del paciente con su identidad de género e intervenciones para aliviar el malestar de la disforia de género."
  ],
  "Gender-affirming services offered": [
    "Ofrece servicios de afirmación de género"
  ],
  "Individual NPI": [
    "NPI individual"
  ],
  "Its answers are kept in this tab only, for up to {hours} hours: closing the tab deletes them.": [
    "Sus respuestas se guardan solo en esta pestaña, por hasta ",
    [
      "hours"
    ],
    " horas: al cerrar la pestaña se borran."
  ],
  "Its answers are kept on this device for up to {hours} hours, until they are sent or deleted.": [
    "Sus respuestas se guardan en este dispositivo por hasta ",
    [
      "hours"
    ],
    " horas, hasta que se envíen o se borren."
  ],
  "Keep it on this device until it is sent": [
    "Guardarla en este dispositivo hasta que se envíe"
  ],
  "Keep them": [
    "Conservarlas"
  ],
  "Keep them on this device until they are sent": [
    "Guardarlas en este dispositivo hasta que se envíen"
  ],
  "No": [
    "No"
  ],
  "NPI validity": [
    "Validez del NPI"
  ],
  "One survey sent from this browser on an earlier visit has not reached our server. It is sent only when you select Send again.": [
    "Una encuesta enviada desde este navegador en una visita anterior no llegó a nuestro servidor. Solo se envía cuando usted selecciona Enviar otra vez."
  ],
  "One survey you sent has not reached our server yet.": [
    "Una encuesta que usted envió todavía no llega a nuestro servidor."
  ],
  "Phone Number": [
    "Número de teléfono"
  ],
  "Provider First Name": [
    "Nombre del proveedor"
  ],
  "Provider Last Name": [
    "Apellido del proveedor"
  ],
  "Questions about this survey? Contact the {department} at {phone} or {email}.": [
    "¿Tiene preguntas sobre esta encuesta? Comuníquese con ",
    [
      "department"
    ],
    " al ",
    [
      "phone"
    ],
    " o a ",
    [
      "email"
    ],
    "."
  ],
  "Send again": [
    "Enviar otra vez"
  ],
  "Send now": [
    "Enviar ahora"
  ],
  "Survey answers kept on this device": [
    "Respuestas de la encuesta guardadas en este dispositivo"
  ],
  "Survey answers not received yet": [
    "Aún no recibimos sus respuestas de la encuesta"
  ],
  "TGI survey": [
    "Encuesta TGI"
  ],
  "Thank you! Your responses have been submitted successfully.": [
    "¡Gracias! Sus respuestas se enviaron correctamente."
  ],
  "The answers that have not reached our server are deleted from this browser and are not sent. This cannot be undone.": [
    "Las respuestas que no llegaron a nuestro servidor se borran de este navegador y no se envían. Esto no se puede deshacer."
  ],
  "The provider directory will show this answer. If it changes, answer the survey again.": [
    "El directorio de proveedores mostrará esta respuesta. Si cambia, responda la encuesta otra vez."
  ],
  "The provider’s 10-digit National Provider Identifier.": [
    "El Identificador Nacional de Proveedor (NPI) de 10 dígitos del proveedor."
  ],
  "The survey answers were deleted from this browser. They were not sent.": [
    "Se borraron de este navegador las respuestas de la encuesta. No se enviaron."
  ],
  "Their answers are kept in this tab only, for up to {hours} hours: closing the tab deletes them.": [
    "Sus respuestas se guardan solo en esta pestaña, por hasta ",
    [
      "hours"
    ],
    " horas: al cerrar la pestaña se borran."
  ],
  "Their answers are kept on this device for up to {hours} hours, until they are sent or deleted.": [
    "Sus respuestas se guardan en este dispositivo por hasta ",
    [
      "hours"
    ],
    " horas, hasta que se envíen o se borren."
  ],
  "This browser cannot keep the answers on this device, so they are kept in this tab only.": [
    "Este navegador no puede guardar las respuestas en este dispositivo, así que se guardan solo en esta pestaña."
  ],
  "Title of Person Completing Survey": [
    "Cargo de la persona que llena la encuesta"
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
  "Yes": [
    "Sí"
  ],
  "Your own full name. If you are the provider, type the provider’s name again here.": [
    "Su nombre completo. Si usted es el proveedor, escriba aquí otra vez el nombre del proveedor."
  ],
  "Your reference will show here once our server confirms it has your answers.": [
    "Su número de referencia aparecerá aquí cuando nuestro servidor confirme que recibió sus respuestas."
  ],
  "Your survey answers were received. Your reference is {reference}.": [
    "Se recibieron sus respuestas de la encuesta. Su número de referencia es ",
    [
      "reference"
    ],
    "."
  ],
  "Your survey answers were sent.": [
    "Se enviaron sus respuestas de la encuesta."
  ]
};
