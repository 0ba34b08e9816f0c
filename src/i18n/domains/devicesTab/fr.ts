// L'onglet Appareils : liste du parc, graphique d'état, barre inférieure, captures, configuration, libellé et groupe.
export default {
  dm: {
    devicesTab: {
      list: {
        miniDisplayModel: 'Mini Display (%{model})',
        table: 'Appareils',
        search: 'Rechercher par nom, libellé, lieu, groupe, numéro de série ou IP',
        place: 'Bâtiment / salle ou emplacement',
        versions: 'Application / micrologiciel',
        clearFilters: 'Effacer les filtres',
        empty: 'Aucun appareil ne correspond à ces filtres.',
        noDevices: "Il n'y a encore aucun appareil.",
        loadError: "Les appareils n'ont pas pu être chargés.",
        selectRow: 'Sélectionner %{name}',
        selectPage: 'Sélectionner tous les appareils de cette page',
        pageSelected:
          "L'appareil de cette page est sélectionné. |||| Les %{smart_count} appareils de cette page sont sélectionnés.",
        selectAllMatching:
          "Sélectionner l'appareil correspondant |||| Sélectionner les %{number} appareils correspondants",
        allSelected:
          "L'appareil correspondant est sélectionné. |||| Les %{number} appareils correspondants sont sélectionnés.",
        clearSelection: 'Effacer la sélection',
      },
      chart: {
        title: 'État du parc',
        total: '%{number} appareil |||| %{number} appareils',
        part: '%{status} : %{number}',
      },
      bar: {
        region: 'Appareils sélectionnés',
        selected: '%{number} appareil sélectionné |||| %{number} appareils sélectionnés',
        requestScreenshot: "Demander une capture d'écran",
        forceConfigure: 'Forcer la configuration',
        unregister: 'Désinscrire',
        startConfiguration: 'Lancer la configuration',
        labelGroup: 'Libellé et groupe',
        close: 'Fermer',
        progress: {
          screenshot: "Demande de captures d'écran en cours, traitées : %{done} sur %{total}",
          reload: 'Configuration forcée en cours, traités : %{done} sur %{total}',
        },
        reloadRequested: "L'appareil va recharger sa configuration.",
      },
      summary: {
        screenshot: "Demandes de capture d'écran",
        reload: 'Configuration forcée',
        succeeded: 'Réussies : %{number}',
        failed: 'Échecs : %{number}',
        failures: 'Échec pour ces appareils :',
        more: 'et %{number} autre |||| et %{number} autres',
      },
      unlink: {
        title: "Désinscrire l'appareil",
        message:
          "Désinscrire %{name} ? L'appareil quittera ce locataire avec sa configuration et ses captures d'écran.",
        done: "L'appareil a été désinscrit.",
        failed: "L'appareil n'a pas pu être désinscrit : %{reason}",
      },
      screenshot: {
        waiting: "Une nouvelle capture d'écran a été demandée. Elle apparaîtra ici dans un instant.",
      },
      selectType: {
        title: "Choisir le type d'écran",
        roomEvents: 'Écran de salle, vue des événements',
        roomCalendar: 'Écran de salle, vue calendrier',
        floor: "Écran d'étage",
      },
      configure: {
        title: '%{type} : %{name}',
        loading: 'Chargement de la configuration actuelle…',
        loadError: "La configuration n'a pas pu être chargée.",
        lookupError: "Les choix n'ont pas pu être chargés.",
        showNonReservable: 'Afficher les salles non réservables',
        duration: "Durée de l'écran d'accueil",
        noChoices: 'Aucun choix possible',
        pickRegionFirst: "Choisissez d'abord une région",
        pickBuildingFirst: "Choisissez d'abord un bâtiment",
        pickFloorsFirst: "Sélectionnez d'abord des étages",
        missing: 'À renseigner : %{fields}',
        required: 'Obligatoire',
        saved: 'La configuration a été enregistrée.',
        view: { EV: 'Vue des événements', CV: 'Vue calendrier' },
        back: 'Retour',
      },
      fields: {
        deviceId: "ID de l'appareil",
        region: 'Région',
        room: 'Salle',
        selectedFloors: 'Étages sélectionnés',
        defaultFloor: 'Étage par défaut',
        building: 'Bâtiment',
        profile: 'Profil',
        theme: 'Thème',
        displayType: "Type d'écran",
        location: 'Emplacement',
      },
      labelGroup: {
        title: 'Libellé et groupe de %{name}',
        label: 'Libellé',
        labelHint:
          "Le nom sous lequel l'appareil est connu ; laissez vide pour utiliser le nom de l'appareil.",
        group: 'Groupe',
        groupHint: 'Choisissez un groupe ou saisissez-en un nouveau.',
        newGroup: 'Nouveau groupe « %{name} »',
        saved: 'Le libellé et le groupe ont été enregistrés.',
      },
    },
    errors: {
      code: {
        50001: "L'appareil est hors ligne. Réessayez lorsqu'il sera connecté.",
        50002: "L'appareil n'a pas encore de configuration. Lancez d'abord une configuration.",
        50003: "L'appareil a déjà une configuration. Rechargez la page et modifiez-la.",
        50004:
          "Quelqu'un d'autre a modifié la configuration de cet appareil après que vous l'avez ouverte. Rechargez-la pour voir ses modifications, puis enregistrez à nouveau.",
      },
    },
  },
};
