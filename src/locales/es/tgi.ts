// Compiled by .ci/i18n.mts from tgi.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "{count} surveys you sent have not reached our server yet. We still have their answers, so nothing is lost.": [
    [
      "count"
    ],
    " encuestas que usted envió todavía no llegan a nuestro servidor. Aún tenemos sus respuestas, así que no se perdió nada."
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
  "Choose Yes or No.": [
    "Elija Sí o No."
  ],
  "Close Window": [
    "Cerrar ventana"
  ],
  "Date Submitted": [
    "Fecha de envío"
  ],
  "Does this provider offer gender-affirming services?": [
    "¿Este proveedor ofrece servicios de afirmación de género?"
  ],
  "Email": [
    "Correo electrónico"
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
  "No": [
    "No"
  ],
  "NPI validity": [
    "Validez del NPI"
  ],
  "One survey you sent has not reached our server yet. We still have its answers, so nothing is lost.": [
    "Una encuesta que usted envió todavía no llega a nuestro servidor. Aún tenemos sus respuestas, así que no se perdió nada."
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
  "Survey answers not received yet": [
    "Aún no recibimos sus respuestas de la encuesta"
  ],
  "TGI survey": [
    "Encuesta TGI"
  ],
  "Thank you! Your responses have been submitted successfully.": [
    "¡Gracias! Sus respuestas se enviaron correctamente."
  ],
  "The provider directory will show this answer. If it changes, answer the survey again.": [
    "El directorio de proveedores mostrará esta respuesta. Si cambia, responda la encuesta otra vez."
  ],
  "The provider’s 10-digit National Provider Identifier.": [
    "El Identificador Nacional de Proveedor (NPI) de 10 dígitos del proveedor."
  ],
  "Title of Person Completing Survey": [
    "Cargo de la persona que llena la encuesta"
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
