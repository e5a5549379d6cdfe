/// The dishes and regions in Arabic, for `--locale ar`.
extension FoodCatalog {
    /// id → (name, summary).
    static let arabic: [String: (name: String, summary: String)] = [
        "mapo-tofu": ("مابو توفو", "توفو حريري في صلصة فول حارة مخدِّرة مع لحم بقري مفروم."),
        "kung-pao-chicken": ("دجاج كونغ باو", "مكعبات دجاج مقلية مع الفول السوداني والفلفل المجفف وفلفل سيتشوان."),
        "dan-dan-noodles": ("نودلز دان دان", "نودلز القمح في زيت الفلفل الحار والسمسم مع لحم خنزير مقرمش."),
        "hot-pot": ("قِدر تشونغتشينغ الساخن", "قِدر يغلي بمرق شحم البقر، للغمس والمشاركة."),
        "twice-cooked-pork": ("لحم خنزير مطبوخ مرتين", "بطن خنزير مسلوق ومقطّع ومقلي مع الكرّاث ومعجون الفول."),
        "peking-duck": ("بط بكين", "بط مشوي لامع مع الفطائر والبصل الأخضر وصلصة الفول الحلوة."),
        "sweet-sour-pork": ("لحم خنزير حلو وحامض", "فيليه خنزير مقرمش مغطى بصلصة حلوة وحامضة زاهية."),
        "scallion-pancake": ("فطيرة البصل الأخضر", "خبز مسطح هشّ مقلي بطبقات من البصل الأخضر."),
        "xiaolongbao": ("زلابية الحساء", "ثماني زلابيات لحم خنزير على البخار، في كل منها ملعقة من المرق."),
        "fried-rice": ("أرز يانغتشو المقلي", "أرز مقلي بالبيض مع الروبيان ولحم الخنزير المقدّد والبازلاء والبصل الأخضر."),
        "spring-rolls": ("لفائف الربيع", "ست لفائف ذهبية محشوة بالملفوف والفطر ولحم الخنزير."),
        "char-siu": ("تشار سيو", "لحم خنزير كانتوني مشوي، مزجّج بالعسل ومقطّع."),
        "steamed-fish": ("قاروص على البخار", "سمكة قاروص كاملة على البخار بالزنجبيل والبصل الأخضر والصويا."),
        "wonton-soup": ("حساء ونتون الروبيان", "ونتون الروبيان في مرق دجاج صافٍ."),
        "bok-choy": ("بوك تشوي بالثوم", "بوك تشوي صغير مقلي سريعًا مع كثير من الثوم."),
        "egg-tart": ("تارت البيض", "عجينة هشّة تحمل كاسترد طريًّا متماسكًا بالكاد."),
        "mooncake": ("كعكة القمر", "معجون بذور اللوتس وصفار مملّح في قشرة رقيقة طرية."),
        "mango-pudding": ("بودنغ المانجو", "بودنغ مانجو مبرّد مع رشة من الحليب المبخّر."),
        "bubble-tea": ("شاي الحليب باللؤلؤ", "شاي أسود بالحليب فوق لآلئ التابيوكا بالسكر البني."),
        "fortune-cookies": ("كعك الحظ", "ثلاث كعكات مقرمشة، في كل منها ورقة حظ."),
    ]
}

extension Region {
    var arabicName: String {
        switch self {
        case .sichuan: "سيتشوان وتشونغتشينغ"
        case .north: "بكين وشاندونغ"
        case .jiangnan: "جيانغسو وشنغهاي"
        case .cantonese: "الكانتونية"
        case .taiwan: "التايوانية"
        case .chineseAmerican: "الصينية الأمريكية"
        }
    }

    /// The section's name in the menu's second language.
    public var localizedName: String { MenuLanguage.current == .arabic ? arabicName : englishName }
}

extension Food {
    /// The dish's name in the menu's second language (its English name by default).
    public var localizedName: String {
        MenuLanguage.current == .arabic ? FoodCatalog.arabic[id]?.name ?? englishName : englishName
    }

    public var localizedSummary: String {
        MenuLanguage.current == .arabic ? FoodCatalog.arabic[id]?.summary ?? summary : summary
    }
}
