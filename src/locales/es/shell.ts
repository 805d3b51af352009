// Compiled by .ci/i18n.mts from shell.po: do not edit; edit the PO file and run `npm run i18n`.
import type { CompiledCatalog } from '../../domain/text';

export const messages: CompiledCatalog = {
  "-2j4F-": [
    "Los mensajes cortos que confirman que algo funcionó desaparecen después de ",
    [
      "seconds"
    ],
    " segundos. Los mensajes sobre un problema permanecen hasta que usted los cierre."
  ],
  "-UXo_r": [
    "Recibido:"
  ],
  "{label} contains a character that cannot be used here (a control or text-direction character). Type it again without it.": [
    "El campo ",
    [
      "label"
    ],
    " tiene un carácter que no se puede usar aquí (un carácter de control o de dirección del texto). Escríbalo de nuevo sin ese carácter."
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
  "0PppNm": [
    "Si no está conforme con nuestra respuesta, nuestro <0>aviso de no discriminación</0> explica cómo presentar una queja."
  ],
  "1ce5-o": [
    "Los avisos de privacidad, de no discriminación y de asistencia con idiomas que tienen un enlace en la parte de abajo de cada página los publica el plan por separado. Esta declaración solo cubre el sitio web de formularios."
  ],
  "1Nt2qc": [
    "Preparación de esta declaración de accesibilidad"
  ],
  "1xPale": [
    "Su número de referencia:"
  ],
  "2Do2Bx": [
    "Cómo probamos este sitio web"
  ],
  "3I83vj": [
    "En el formulario de contacto preferido, el botón Enviar permanece desactivado hasta que usted se desplace hasta el final de los términos de los mensajes de texto, como lo exige el plan. Una línea debajo de los términos lo indica. Puede desplazarse por los términos con el teclado: presione Tab hasta llegar a ellos y luego presione Fin."
  ],
  "4kvr62": [
    "Asistencia con idiomas"
  ],
  "4o1uez": [
    "Si necesita la información de este sitio web en otro formato, como letra grande, grabación de audio o braille, o si necesita ayuda para llenar un formulario, llámenos:"
  ],
  "63RL_u": [
    "Teléfono principal"
  ],
  "6kCRXV": [
    "Aviso"
  ],
  "6wF3F1": [
    "Para obtener ayuda en otro idioma, consulte la <0>asistencia con idiomas</0>."
  ],
  "6wq0Dc": [
    [
      "planName"
    ],
    " se compromete a que este sitio web sea accesible. Nuestro objetivo es cumplir con las Pautas de Accesibilidad para el Contenido Web (WCAG), versión 2.2, nivel AA."
  ],
  "81zr8Q": [
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
  "9cDGge": [
    "Sabemos que algunas partes de este sitio web pueden ser más difíciles de usar:"
  ],
  "9yUFyc": [
    "Mensajes de error"
  ],
  "AC_6Qd": [
    "Inicio de cuidado a largo plazo"
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
  "b2O6iq": [
    "TTY"
  ],
  "b5qmEq": [
    "Cuando el plan publica muchos avisos a la vez, la lista de la parte de arriba de cada página se desplaza en su propio cuadro, así que es posible que tenga que desplazarla para leerlos todos."
  ],
  "BDSB6i": [
    "Servicios para miembros"
  ],
  "Be2uFT": [
    "Siempre buscamos mejorar la accesibilidad de este sitio web. Si encuentra un problema que no aparece en esta página, o cree que no cumplimos con los requisitos de accesibilidad, llámenos al ",
    [
      "supportPhone"
    ],
    " y díganos la dirección de la página y qué salió mal."
  ],
  "Behavioral health": [
    "Salud del comportamiento"
  ],
  "BeMEVq": [
    "Cada página se abre en el navegador Chromium con el ancho de un teléfono (360 píxeles) y el de una computadora de escritorio (1280 píxeles), y se revisa con axe, un verificador automático de accesibilidad, según ",
    [
      "standard"
    ],
    ", incluido el contraste de colores. Los formularios también se revisan con su lista de problemas a la vista, con el cuadro de diálogo Confirmar abierto y después de enviarlos."
  ],
  "Bhgd0l": [
    "Comuníquese con nosotros"
  ],
  "BIcwNl": [
    "O escríbanos a:"
  ],
  "BzEFor": [
    "o"
  ],
  "Childhood Lead Poison Prevention Program Provider Training": [
    "Capacitación para proveedores del Programa de Prevención del Envenenamiento Infantil por Plomo"
  ],
  "Choose how we contact you: emails, text messages, pre-recorded calls or phone calls.": [
    "Elija cómo nos comunicamos con usted: correos electrónicos, mensajes de texto, llamadas pregrabadas o llamadas telefónicas."
  ],
  "Ck0vXr": [
    "Aviso de no discriminación"
  ],
  "Confirm": [
    "Confirmar"
  ],
  "December": [
    "diciembre"
  ],
  "DEI Provider Training Program": [
    "Programa de capacitación para proveedores sobre diversidad, equidad e inclusión (DEI)"
  ],
  "DPLzj0": [
    "Todavía no hemos probado este sitio web:"
  ],
  "DQzVe5": [
    "Algunos títulos y mensajes de alerta son las palabras del propio plan y se mantienen tal como son; en inglés, por ejemplo, “Select atleast one contact me option”. La lista de problemas que aparece debajo dice en palabras sencillas qué hacer."
  ],
  "EnST8_": [
    "Estado de cumplimiento"
  ],
  "Enter  Mobile Phone Number to receive Text Messages/Pre-recorded Calls/Phone Calls": [
    "Escriba el número de teléfono celular para recibir mensajes de texto, llamadas pregrabadas o llamadas telefónicas."
  ],
  "Error: {title}": [
    "Error: ",
    [
      "title"
    ]
  ],
  "Expected a JSON object.": [
    "Se esperaba un objeto JSON."
  ],
  "February": [
    "febrero"
  ],
  "fj5byd": [
    "No corresponde"
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
  "FrXRNh": [
    "las WCAG 2.2, nivel AA"
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
  "i8vkOB": [
    "En este sitio web, usted debería poder:"
  ],
  "Individual NPI should be numeric": [
    "El NPI individual debe ser numérico."
  ],
  "Individual NPI should be numeric.": [
    "El NPI individual debe ser numérico."
  ],
  "Invalid Data!": [
    "¡Datos no válidos!"
  ],
  "Invalid Email Address.": [
    "Dirección de correo electrónico no válida."
  ],
  "ix_r0q": [
    "Este sitio web se probó por última vez el ",
    [
      "statementDate"
    ],
    ". Estas revisiones forman parte de las pruebas automáticas del sitio web:"
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
  "k3YHaC": [
    "Cómo informar problemas de accesibilidad de este sitio web"
  ],
  "K49x_x": [
    "Los formularios que puede llenar y enviar en línea."
  ],
  "Kjia2m": [
    "con personas con discapacidades"
  ],
  "kt4JyO": [
    "Inicio de salud del comportamiento"
  ],
  "lCmtIo": [
    "Lo que todavía no hemos probado"
  ],
  "linW94": [
    "Declaración de accesibilidad"
  ],
  "Long-term care": [
    "Cuidado a largo plazo"
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
  "MH2ljg": [
    "Cada estado de cada parte del sitio web de nuestra biblioteca de componentes se revisa con axe en nuestras pruebas unitarias. Estas pruebas no usan un navegador real, así que el contraste de colores se revisa en las pruebas con navegador descritas arriba, y una prueba mide el contraste de los colores del tema del sitio web."
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
  "N4-pi4": [
    "Información técnica sobre la accesibilidad de este sitio web"
  ],
  "nChXo6": [
    "Comentarios e información de contacto"
  ],
  "No": [
    "No"
  ],
  "No Network: The server cannot be reached": [
    "Sin conexión: no se puede comunicar con el servidor."
  ],
  "Not Found: The target resource cannot be found": [
    "No encontrado: no se puede encontrar el recurso solicitado."
  ],
  "November": [
    "noviembre"
  ],
  "NPI you entered is not valid, do you still want to submit?": [
    "El NPI que escribió no es válido. ¿Desea enviarlo de todos modos?"
  ],
  "nSkB8g": [
    "Información"
  ],
  "October": [
    "octubre"
  ],
  "Oral Health & Topical Fluoride Application Training": [
    "Capacitación sobre salud oral y aplicación tópica de flúor"
  ],
  "ozVyff": [
    "leer el texto sobre su fondo: los colores del texto cumplen con el contraste mínimo de las WCAG (4.5 a 1 para el texto normal)"
  ],
  "P3fk-w": [
    "Contenido que no está incluido en esta declaración"
  ],
  "Page not found": [
    "No se encontró la página"
  ],
  "pfhJE5": [
    "Todo lo que escribió sigue aquí. Si el problema continúa, llámenos al ",
    [
      "phone"
    ],
    "."
  ],
  "pj-KYT": [
    "Imprimir o guardar una copia"
  ],
  "PM": [
    "p. m."
  ],
  "Pwqkdw": [
    "Cargando…"
  ],
  "QLvUac": [
    "Llene y envíe estos formularios en línea. No necesita una cuenta."
  ],
  "r-nNX5": [
    "con zoom, o con texto más grande o colores diferentes configurados en el navegador o el dispositivo"
  ],
  "r-vcRK": [
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
  "r6y-jM": [
    "Advertencia"
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
  "SlfejT": [
    "Error"
  ],
  "SofF-O": [
    "Qué tan accesible es este sitio web"
  ],
  "Sorry, we are unable to process your request at the moment. Please try again later.": [
    "Lo sentimos, en este momento no podemos procesar su solicitud. Inténtelo de nuevo más tarde."
  ],
  "StAPjV": [
    "con lectores de pantalla, lupas de pantalla o programas de reconocimiento de voz"
  ],
  "Sunday": [
    "domingo"
  ],
  "System Error!": [
    "¡Error del sistema!"
  ],
  "t7TeQU": [
    "Mensajes"
  ],
  "tcIIKZ": [
    "Borrar todos los mensajes"
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
  "Thursday": [
    "jueves"
  ],
  "tHV2nU": [
    "llenar y enviar cada formulario usando solo el teclado"
  ],
  "tnHeOD": [
    "Espere, por favor"
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
  "Tuesday": [
    "martes"
  ],
  "tW8y_K": [
    "El sitio web solo está disponible en ",
    [
      "languageList"
    ],
    "."
  ],
  "U1FfTj": [
    "encontrar lo que hay que corregir en un formulario: una lista de los problemas aparece en la parte de arriba del formulario, y cada uno tiene un enlace a su campo"
  ],
  "ucFJH7": [
    "Aviso de privacidad"
  ],
  "UingIw": [
    "Nuestras revisiones automáticas no encuentran fallas según ",
    [
      "standard"
    ],
    ". Las revisiones automáticas solo encuentran algunos tipos de problemas, y este sitio web todavía no ha sido revisado a mano por un especialista en accesibilidad ni por personas que usan tecnología de asistencia. Hasta que eso ocurra, no afirmamos que cumpla totalmente con la norma."
  ],
  "Unknown field.": [
    "Campo desconocido."
  ],
  "vbm2Hp": [
    "El cuadro de diálogo Confirmar, que pregunta si desea enviar un formulario con un NPI que no pudimos encontrar, está hecho con un componente de terceros (Ant Design) cuyo manejo del enfoque del teclado modificamos: el enfoque empieza en No, Tab pasa de No a Sí y Escape responde No. Lo probamos con el teclado, pero todavía no con lectores de pantalla."
  ],
  "w-1-4P": [
    "en otros navegadores aparte de Chromium, como Safari y Firefox"
  ],
  "We are performing scheduled maintenance at the moment. The site will be back online shortly.": [
    "En este momento estamos haciendo un mantenimiento programado. El sitio volverá a estar en línea en breve."
  ],
  "We could not reach our server, so your answers are not saved yet. We have kept them on this page: select Try again.": [
    "No pudimos comunicarnos con nuestro servidor, así que sus respuestas todavía no se guardaron. Las conservamos en esta página: seleccione Intentar de nuevo."
  ],
  "We'll be back soon!": [
    "¡Volvemos pronto!"
  ],
  "Wednesday": [
    "miércoles"
  ],
  "wELyS0": [
    "Saltar al contenido principal"
  ],
  "WengXH": [
    "Esta declaración se preparó el ",
    [
      "statementDate"
    ],
    "."
  ],
  "wHZx8c": [
    "Cada tipo de formulario (contacto preferido, encuesta TGI y declaración de capacitación) se llena y se envía usando solo el teclado, y el cuadro de diálogo Confirmar se responde con el teclado en los formularios que lo tienen."
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
  "Your survey answers were not received": [
    "No se recibieron sus respuestas de la encuesta"
  ],
  "Your survey answers were received.": [
    "Se recibieron sus respuestas de la encuesta."
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
