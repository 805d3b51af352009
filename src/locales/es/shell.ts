// Compiled by .ci/i18n.mts from shell.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "{label} can only have {characters}.": [
    "El campo ",
    [
      "label"
    ],
    " solo puede tener ",
    [
      "characters"
    ],
    "."
  ],
  "{label} contains a character that cannot be used here (a control, line-break or text-direction character). Type it again without it.": [
    "El campo ",
    [
      "label"
    ],
    " tiene un carácter que no se puede usar aquí (un carácter de control, de salto de línea o de dirección del texto). Escríbalo de nuevo sin ese carácter."
  ],
  "{label} is required.": [
    "El campo ",
    [
      "label"
    ],
    " es obligatorio."
  ],
  "{label} must be at most {maxLength} characters.": [
    "El campo ",
    [
      "label"
    ],
    " debe tener ",
    [
      "maxLength"
    ],
    " caracteres como máximo."
  ],
  "{planName} forms": [
    "Formularios de ",
    [
      "planName"
    ]
  ],
  "{planName} forms home": [
    "Inicio de formularios de ",
    [
      "planName"
    ]
  ],
  "{planName} is committed to making this website accessible. We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA.": [
    [
      "planName"
    ],
    " se compromete a que este sitio web sea accesible. Nuestro objetivo es cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG), versión 2.2, nivel AA."
  ],
  "{ttyPhone} or {relayPhone}": [
    [
      "ttyPhone"
    ],
    " o ",
    [
      "relayPhone"
    ]
  ],
  "{weekday}, {day} {month} {year} at {time}": [
    [
      "weekday"
    ],
    ", ",
    [
      "day"
    ],
    " de ",
    [
      "month"
    ],
    " de ",
    [
      "year"
    ],
    " a las ",
    [
      "time"
    ]
  ],
  "Access Denied!": [
    "¡Acceso denegado!"
  ],
  "Accessibility statement": [
    "Declaración de accesibilidad"
  ],
  "Accessibility statement for {planName} forms": [
    "Declaración de accesibilidad de los formularios de ",
    [
      "planName"
    ]
  ],
  "AM": [
    "a. m."
  ],
  "April": [
    "abril"
  ],
  "Attest that you reviewed the training modules.": [
    "Declare que revisó los módulos de capacitación."
  ],
  "Attest that your organization completed the training program.": [
    "Declare que su organización completó el programa de capacitación."
  ],
  "Attestation Form has been successfully saved": [
    "El formulario de declaración se guardó correctamente."
  ],
  "August": [
    "agosto"
  ],
  "Behavioral health": [
    "Salud del comportamiento"
  ],
  "Behavioral health home": [
    "Inicio de salud del comportamiento"
  ],
  "Check that you are connected to the internet, then select {button} to send the form again.": [
    "Revise que tenga conexión a internet y luego seleccione ",
    [
      "button"
    ],
    " para enviar el formulario otra vez."
  ],
  "Childhood Lead Poison Prevention Program Provider Training": [
    "Capacitación para proveedores del Programa de Prevención del Envenenamiento Infantil por Plomo"
  ],
  "Choose how we contact you: emails, text messages, pre-recorded calls or phone calls.": [
    "Elija cómo nos comunicamos con usted: correos electrónicos, mensajes de texto, llamadas pregrabadas o llamadas telefónicas."
  ],
  "Clear all messages": [
    "Borrar todos los mensajes"
  ],
  "Close: {name}": [
    "Cerrar: ",
    [
      "name"
    ]
  ],
  "Compliance status": [
    "Estado de cumplimiento"
  ],
  "Confirm": [
    "Confirmar"
  ],
  "Confirm your email address": [
    "Confirme su dirección de correo electrónico"
  ],
  "Contact {planName}": [
    "Comuníquese con ",
    [
      "planName"
    ]
  ],
  "Contact us": [
    "Comuníquese con nosotros"
  ],
  "Content that is not within the scope of this statement": [
    "Contenido que no está incluido en esta declaración"
  ],
  "December": [
    "diciembre"
  ],
  "DEI Provider Training Program": [
    "Programa de capacitación para proveedores sobre diversidad, equidad e inclusión (DEI)"
  ],
  "DONE": [
    "LISTO"
  ],
  "Each kind of form (preferred contact, TGI survey and training attestation) is filled in and sent using only the keyboard, answering the Confirm dialog with the keyboard where the form has one.": [
    "Cada tipo de formulario (contacto preferido, encuesta TGI y declaración de capacitación) se llena y se envía usando solo el teclado, y el cuadro de diálogo Confirmar se responde con el teclado en los formularios que lo tienen."
  ],
  "Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls": [
    "Escriba el número de teléfono celular para recibir mensajes de texto, llamadas pregrabadas o llamadas telefónicas."
  ],
  "Error": [
    "Error"
  ],
  "Error messages": [
    "Mensajes de error"
  ],
  "Error: {title}": [
    "Error: ",
    [
      "title"
    ]
  ],
  "Every page is opened in the Chromium browser at a phone width (360 pixels) and a desktop width (1280 pixels) and checked with axe, an automated accessibility checker, against {standard}, color contrast included. The forms are also checked with their list of problems showing, with the Confirm dialog open and after they have been sent.": [
    "Cada página se abre en el navegador Chromium con el ancho de un teléfono (360 píxeles) y el de una computadora de escritorio (1280 píxeles), y se revisa con axe, un verificador automático de accesibilidad, según ",
    [
      "standard"
    ],
    ", incluido el contraste de colores. Los formularios también se revisan con su lista de problemas a la vista, con el cuadro de diálogo Confirmar abierto y después de enviarlos."
  ],
  "Every state of every part of the website in our component library is checked with axe in our unit tests. These run without a real browser, so color contrast is checked in the browser runs above, and a test measures the contrast of the colors of the website's theme.": [
    "Cada estado de cada parte del sitio web de nuestra biblioteca de componentes se revisa con axe en nuestras pruebas unitarias. Estas pruebas no usan un navegador real, así que el contraste de colores se revisa en las pruebas con navegador descritas arriba, y una prueba mide el contraste de los colores del tema del sitio web."
  ],
  "Everything you typed is still here. If the problem continues, call us at {phone}.": [
    "Todo lo que escribió sigue aquí. Si el problema continúa, llámenos al ",
    [
      "phone"
    ],
    "."
  ],
  "Expected a JSON object.": [
    "Se esperaba un objeto JSON."
  ],
  "February": [
    "febrero"
  ],
  "Feedback and contact information": [
    "Comentarios e información de contacto"
  ],
  "fill in and send every form using a keyboard alone": [
    "llenar y enviar cada formulario usando solo el teclado"
  ],
  "Fill in and send these forms online. No account is needed.": [
    "Llene y envíe estos formularios en línea. No necesita una cuenta."
  ],
  "find what needs correcting in a form: a list of the problems appears at the top of the form, each linking to its field": [
    "encontrar lo que hay que corregir en un formulario: una lista de los problemas aparece en la parte de arriba del formulario, y cada uno tiene un enlace a su campo"
  ],
  "For help in another language, see <link>language assistance</link>.": [
    "Para obtener ayuda en otro idioma, consulte la <link>asistencia con idiomas</link>."
  ],
  "For members": [
    "Para miembros"
  ],
  "For providers": [
    "Para proveedores"
  ],
  "Forms": [
    "Formularios"
  ],
  "Friday": [
    "viernes"
  ],
  "Hours": [
    "Horario"
  ],
  "How accessible this website is": [
    "Qué tan accesible es este sitio web"
  ],
  "How we tested this website": [
    "Cómo probamos este sitio web"
  ],
  "If you are not happy with how we respond, our <link>nondiscrimination notice</link> explains how to file a complaint.": [
    "Si no está conforme con nuestra respuesta, nuestro <link>aviso de no discriminación</link> explica cómo presentar una queja."
  ],
  "If you need help now, call us at {phone} (TTY {ttyPhones}).": [
    "Si necesita ayuda ahora, llámenos al ",
    [
      "phone"
    ],
    " (TTY ",
    [
      "ttyPhones"
    ],
    ")."
  ],
  "If you need information on this website in a different format, like large print, audio recording or braille, or you need help filling in a form, call us:": [
    "Si necesita la información de este sitio web en otro formato, como letra grande, grabación de audio o braille, o si necesita ayuda para llenar un formulario, llámenos:"
  ],
  "in browsers other than Chromium, such as Safari and Firefox": [
    "en otros navegadores aparte de Chromium, como Safari y Firefox"
  ],
  "Individual NPI should be numeric": [
    "El NPI individual debe ser numérico."
  ],
  "Individual NPI should be numeric.": [
    "El NPI individual debe ser numérico."
  ],
  "Information": [
    "Información"
  ],
  "Invalid Data!": [
    "¡Datos no válidos!"
  ],
  "Invalid Email Address.": [
    "Dirección de correo electrónico no válida."
  ],
  "January": [
    "enero"
  ],
  "July": [
    "julio"
  ],
  "June": [
    "junio"
  ],
  "Language assistance": [
    "Asistencia con idiomas"
  ],
  "letters A to Z, numbers and hyphens (-)": [
    "letras de la A a la Z, números y guiones (-)"
  ],
  "Loading…": [
    "Cargando…"
  ],
  "Long-term care": [
    "Cuidado a largo plazo"
  ],
  "Long-term care home": [
    "Inicio de cuidado a largo plazo"
  ],
  "Main phone": [
    "Teléfono principal"
  ],
  "March": [
    "marzo"
  ],
  "May": [
    "mayo"
  ],
  "Medi-Cal for Kids & Teens Provider Training": [
    "Capacitación para proveedores de Medi-Cal for Kids & Teens"
  ],
  "Member Preferred Method of Contact Consent Form": [
    "Formulario de consentimiento del método de contacto preferido del miembro"
  ],
  "Member support": [
    "Servicios para miembros"
  ],
  "Messages": [
    "Mensajes"
  ],
  "Missing Information": [
    "Falta información"
  ],
  "Monday": [
    "lunes"
  ],
  "Must be an ISO 8601 date-time with a time zone.": [
    "Debe ser una fecha y hora ISO 8601 con zona horaria."
  ],
  "Must be text.": [
    "Debe ser texto."
  ],
  "Must be true or false.": [
    "Debe ser verdadero o falso."
  ],
  "Must be valid text (a character in it is broken).": [
    "Debe ser un texto válido (tiene un carácter dañado)."
  ],
  "Must be Yes or No.": [
    "Debe ser Sí o No."
  ],
  "N/A": [
    "No corresponde"
  ],
  "No": [
    "No"
  ],
  "No Network: The server cannot be reached": [
    "Sin conexión: no se puede comunicar con el servidor."
  ],
  "Nondiscrimination notice": [
    "Aviso de no discriminación"
  ],
  "Not Found: The target resource cannot be found": [
    "No encontrado: no se puede encontrar el recurso solicitado."
  ],
  "Not sent yet": [
    "Todavía no se envió"
  ],
  "Notice": [
    "Aviso"
  ],
  "Notices": [
    "Avisos"
  ],
  "November": [
    "noviembre"
  ],
  "NPI you entered is not valid, do you still want to submit?": [
    "El NPI que escribió no es válido. ¿Desea enviarlo de todos modos?"
  ],
  "October": [
    "octubre"
  ],
  "On the preferred contact form, the Submit button stays off until you have scrolled to the end of the texting terms, as the plan requires. A line under the terms says so. You can scroll the terms with the keyboard: press Tab until you reach them, then press End.": [
    "En el formulario de contacto preferido, el botón Enviar permanece desactivado hasta que usted se desplace hasta el final de los términos de los mensajes de texto, como lo exige el plan. Una línea debajo de los términos lo indica. Puede desplazarse por los términos con el teclado: presione Tab hasta llegar a ellos y luego presione Fin."
  ],
  "On this website you should be able to:": [
    "En este sitio web, usted debería poder:"
  ],
  "Or write to us at:": [
    "O escríbanos a:"
  ],
  "Oral Health & Topical Fluoride Application Training": [
    "Capacitación sobre salud oral y aplicación tópica de flúor"
  ],
  "Our automated checks find no failures against {standard}. Automated checks find only some kinds of problem, and this website has not yet been checked by hand by an accessibility specialist or by people who use assistive technology. Until it has, we do not claim that it fully meets the standard.": [
    "Nuestras revisiones automáticas no encuentran fallas según ",
    [
      "standard"
    ],
    ". Las revisiones automáticas solo encuentran algunos tipos de problemas, y este sitio web todavía no ha sido revisado a mano por un especialista en accesibilidad ni por personas que usan tecnología de asistencia. Hasta que eso ocurra, no afirmamos que cumpla totalmente con la norma."
  ],
  "Page not found": [
    "No se encontró la página"
  ],
  "Please wait": [
    "Espere, por favor"
  ],
  "PM": [
    "p. m."
  ],
  "Preparation of this accessibility statement": [
    "Preparación de esta declaración de accesibilidad"
  ],
  "Print or save a copy": [
    "Imprimir o guardar una copia"
  ],
  "Privacy notice": [
    "Aviso de privacidad"
  ],
  "read text against its background: text colors meet the WCAG contrast minimum (4.5 to 1 for normal text)": [
    "leer el texto sobre su fondo: los colores del texto cumplen con el contraste mínimo de las WCAG (4.5 a 1 para el texto normal)"
  ],
  "Received:": [
    "Recibido:"
  ],
  "Reporting accessibility problems with this website": [
    "Cómo informar problemas de accesibilidad de este sitio web"
  ],
  "Saturday": [
    "sábado"
  ],
  "Select atleast one contact me option": [
    "Seleccione al menos una forma de contacto."
  ],
  "Sending your survey answers again…": [
    "Enviando sus respuestas de la encuesta otra vez…"
  ],
  "September": [
    "septiembre"
  ],
  "Short messages that confirm something worked disappear after {seconds} seconds. Messages about a problem stay until you close them.": [
    "Los mensajes cortos que confirman que algo funcionó desaparecen después de ",
    [
      "seconds"
    ],
    " segundos. Los mensajes sobre un problema permanecen hasta que usted los cierre."
  ],
  "Skip to main content": [
    "Saltar al contenido principal"
  ],
  "Some alert titles and messages are the plan's own wording and are kept as they are, for example “Select atleast one contact me option”. The list of problems under them says in plain words what to do.": [
    "Algunos títulos y mensajes de alerta son las palabras del propio plan y se mantienen tal como son; en inglés, por ejemplo, “Select atleast one contact me option”. La lista de problemas que aparece debajo dice en palabras sencillas qué hacer."
  ],
  "Sorry, we are unable to process your request at the moment. Please try again later.": [
    "Lo sentimos, en este momento no podemos procesar su solicitud. Inténtelo de nuevo más tarde."
  ],
  "Submit": [
    "Enviar"
  ],
  "Success": [
    "Éxito"
  ],
  "Sunday": [
    "domingo"
  ],
  "Support links": [
    "Enlaces de ayuda"
  ],
  "System Error!": [
    "¡Error del sistema!"
  ],
  "Technical information about this website's accessibility": [
    "Información técnica sobre la accesibilidad de este sitio web"
  ],
  "Tell us whether you offer gender-affirming services, for the provider directory (California SB 923).": [
    "Díganos si ofrece servicios de afirmación de género, para el directorio de proveedores (SB 923 de California)."
  ],
  "TGI Inclusive Care Act: Gender-Affirming Services Survey": [
    "Ley de Atención Inclusiva TGI: encuesta sobre servicios de afirmación de género"
  ],
  "Thanks for providing preferred contact method": [
    "Gracias por indicarnos su método de contacto preferido."
  ],
  "The Confirm dialog, which asks whether to send a form with an NPI we could not find, is built on a third-party component (Ant Design) whose keyboard focus handling we have changed: focus starts on No, Tab moves between No and Yes, and Escape answers No. We have tested this with the keyboard but not yet with screen readers.": [
    "El cuadro de diálogo Confirmar, que pregunta si desea enviar un formulario con un NPI que no pudimos encontrar, está hecho con un componente de terceros (Ant Design) cuyo manejo del enfoque del teclado modificamos: el enfoque empieza en No, Tab pasa de No a Sí y Escape responde No. Lo probamos con el teclado, pero todavía no con lectores de pantalla."
  ],
  "The forms you can fill in and send online.": [
    "Los formularios que puede llenar y enviar en línea."
  ],
  "The maximum length for Individual NPI should be {n} characters.": [
    "El NPI individual debe tener ",
    [
      "n"
    ],
    " caracteres como máximo."
  ],
  "The minimum length for Individual NPI should be {n} characters.": [
    "El NPI individual debe tener ",
    [
      "n"
    ],
    " caracteres como mínimo."
  ],
  "The privacy, nondiscrimination and language assistance notices linked at the bottom of each page are published by the plan separately. This statement covers only the forms website.": [
    "Los avisos de privacidad, de no discriminación y de asistencia con idiomas que tienen un enlace en la parte de abajo de cada página los publica el plan por separado. Esta declaración solo cubre el sitio web de formularios."
  ],
  "The website is in {languageList} only.": [
    "El sitio web solo está disponible en ",
    [
      "languageList"
    ],
    "."
  ],
  "There is no page at this address. It may have moved, or the link may have a typing mistake. These are the forms you can fill in:": [
    "No hay ninguna página en esta dirección. Es posible que la página se haya movido o que el enlace tenga un error. Estos son los formularios que puede llenar:"
  ],
  "these characters: {list}": [
    "estos caracteres: ",
    [
      "list"
    ]
  ],
  "This page could not confirm that a person is sending the form. Select {button} to send it again.": [
    "Esta página no pudo confirmar que una persona está enviando el formulario. Seleccione ",
    [
      "button"
    ],
    " para enviarlo de nuevo."
  ],
  "This statement applies to the {planName} forms website, where members and providers fill in and send the plan's forms online. It is run by {planName}. We want as many people as possible to be able to use it.": [
    "Esta declaración se aplica al sitio web de formularios de ",
    [
      "planName"
    ],
    ", donde los miembros y los proveedores llenan y envían en línea los formularios del plan. Lo administra ",
    [
      "planName"
    ],
    ". Queremos que la mayor cantidad posible de personas pueda usarlo."
  ],
  "This statement was prepared on {statementDate}.": [
    "Esta declaración se preparó el ",
    [
      "statementDate"
    ],
    "."
  ],
  "This website was last tested on {statementDate}. These checks are part of the website's automated tests:": [
    "Este sitio web se probó por última vez el ",
    [
      "statementDate"
    ],
    ". Estas revisiones forman parte de las pruebas automáticas del sitio web:"
  ],
  "Thursday": [
    "jueves"
  ],
  "Today at {time}": [
    "Hoy a las ",
    [
      "time"
    ]
  ],
  "Try again": [
    "Intentar de nuevo"
  ],
  "TTY": [
    "TTY"
  ],
  "Tuesday": [
    "martes"
  ],
  "Unknown field.": [
    "Campo desconocido."
  ],
  "Warning": [
    "Advertencia"
  ],
  "WCAG 2.2 level AA": [
    "las WCAG 2.2, nivel AA"
  ],
  "We are always looking to improve the accessibility of this website. If you find a problem that is not listed on this page, or think we are not meeting accessibility requirements, call us on {supportPhone} and tell us the address of the page and what went wrong.": [
    "Siempre buscamos mejorar la accesibilidad de este sitio web. Si encuentra un problema que no aparece en esta página, o cree que no cumplimos con los requisitos de accesibilidad, llámenos al ",
    [
      "supportPhone"
    ],
    " y díganos la dirección de la página y qué salió mal."
  ],
  "We are performing scheduled maintenance at the moment. The site will be back online shortly.": [
    "En este momento estamos haciendo un mantenimiento programado. El sitio volverá a estar en línea en breve."
  ],
  "We could not reach our server, so your answers are not saved yet. We have kept them on this page: select Try again.": [
    "No pudimos comunicarnos con nuestro servidor, así que sus respuestas todavía no se guardaron. Las conservamos en esta página: seleccione Intentar de nuevo."
  ],
  "We have not yet tested this website:": [
    "Todavía no hemos probado este sitio web:"
  ],
  "We know some parts of this website may be harder to use:": [
    "Sabemos que algunas partes de este sitio web pueden ser más difíciles de usar:"
  ],
  "We'll be back soon!": [
    "¡Volvemos pronto!"
  ],
  "Wednesday": [
    "miércoles"
  ],
  "What we have not tested yet": [
    "Lo que todavía no hemos probado"
  ],
  "What you sent": [
    "Lo que envió"
  ],
  "When the plan posts many notices at once, the list at the top of each page scrolls in its own box, so you may need to scroll it to read them all.": [
    "Cuando el plan publica muchos avisos a la vez, la lista de la parte de arriba de cada página se desplaza en su propio cuadro, así que es posible que tenga que desplazarla para leerlos todos."
  ],
  "with people who have disabilities": [
    "con personas con discapacidades"
  ],
  "with screen readers, screen magnifiers or speech recognition software": [
    "con lectores de pantalla, lupas de pantalla o programas de reconocimiento de voz"
  ],
  "Yes": [
    "Sí"
  ],
  "Yesterday at {time}": [
    "Ayer a las ",
    [
      "time"
    ]
  ],
  "You have entered invalid or incomplete information. Please correct any errors and try again.": [
    "Escribió información no válida o incompleta. Corrija los errores e inténtelo de nuevo."
  ],
  "Your reference:": [
    "Su número de referencia:"
  ],
  "Your survey answers were not received": [
    "No se recibieron sus respuestas de la encuesta"
  ],
  "Your survey answers were received.": [
    "Se recibieron sus respuestas de la encuesta."
  ],
  "zoomed in, or with larger text or different colors set in the browser or device": [
    "con zoom, o con texto más grande o colores diferentes configurados en el navegador o el dispositivo"
  ]
};
