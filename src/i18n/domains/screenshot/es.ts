export default {
  dm: {
    screenshot: {
      title: 'Captura de pantalla de %{name}',
      alt: 'Última captura de pantalla de %{name}',
      notFound: 'Imagen no encontrada',
      none: 'Todavía no hay ninguna captura de pantalla',
      request: 'Solicitar una nueva captura de pantalla',
      taken: 'Tomada %{age}',
      age: {
        seconds: 'hace %{smart_count} segundo |||| hace %{smart_count} segundos',
        minutes: 'hace %{smart_count} minuto |||| hace %{smart_count} minutos',
        hours: 'hace %{smart_count} hora |||| hace %{smart_count} horas',
        days: 'hace %{smart_count} día |||| hace %{smart_count} días',
      },
      firmware: 'Versión del firmware',
      os: 'Versión del SO',
      app: 'Versión de la aplicación',
      lastConnected: 'Última conexión',
      infoError: 'No se pudieron cargar los detalles del dispositivo.',
    },
  },
};
